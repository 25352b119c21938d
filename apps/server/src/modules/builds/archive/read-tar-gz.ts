import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tarStream from 'tar-stream';
import type { TEntryKind } from './archive-types';
import type { TFileCollector } from './file-collector';

function kindOf(type: tarStream.Header['type']): TEntryKind {
  switch (type) {
    case 'file':
    case 'contiguous-file':
      return 'file';
    case 'directory':
      return 'directory';
    case 'link':
    case 'symlink':
      return 'link';
    default:
      // Devices, fifos and types this reader does not know: never kept.
      return 'other';
  }
}

/**
 * Streams a .tar.gz through the collector: file → gunzip → (every unpacked byte metered) → tar
 * headers. Nothing is written but the kept files' bytes, to the collector's numbered files.
 */
export async function readTarGz(archivePath: string, collector: TFileCollector) {
  const input = createReadStream(archivePath);
  const gunzip = createGunzip();
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        collector.meter(chunk.length);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  const extract = tarStream.extract();
  // Whatever fails upstream (unreadable file, not gzip, a cap) ends the entries with that error.
  const fail = (error: Error) => extract.destroy(error);
  input.on('error', fail);
  gunzip.on('error', fail);
  meter.on('error', fail);
  input.pipe(gunzip).pipe(meter).pipe(extract);
  try {
    for await (const entry of extract) {
      const { header } = entry;
      const decision = collector.consider(header.name, kindOf(header.type), header.size ?? 0);
      if (decision.keep) await collector.write(decision, entry as AsyncIterable<Buffer>);
      else entry.resume();
    }
  } finally {
    input.destroy();
    gunzip.destroy();
    meter.destroy();
    extract.destroy();
  }
}
