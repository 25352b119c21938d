import yauzl from 'yauzl';
import type { TEntryKind } from './archive-types';
import type { TFileCollector } from './file-collector';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

/** An entry's kind: a name ending in `/` is a folder; Unix zips keep the file type in the high 16 bits. */
function kindOf(entry: yauzl.Entry, name: string): TEntryKind {
  if (name.endsWith('/')) return 'directory';
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type === S_IFLNK) return 'link';
  if (type === S_IFDIR) return 'directory';
  return type === 0 || type === S_IFREG ? 'file' : 'other';
}

/** Up to the entry's end, every chunk metered as it is unpacked. */
async function* metered(stream: AsyncIterable<Buffer>, collector: TFileCollector) {
  for await (const chunk of stream) {
    collector.meter(chunk.length);
    yield chunk;
  }
}

/**
 * Reads a .zip through the collector, one entry at a time from its central directory. Names are
 * decoded here (CP437 or UTF-8, backslashes kept) so an unsafe one is refused by the collector's
 * rules and named, instead of ending as yauzl's generic error. Entry sizes are enforced (a stream
 * longer or shorter than its declared size is an error); entries that are not kept are never unpacked.
 */
export async function readZip(archivePath: string, collector: TFileCollector) {
  const zipfile = await yauzl.openPromise(archivePath, {
    lazyEntries: true,
    autoClose: true,
    decodeStrings: false,
    validateEntrySizes: true,
    strictFileNames: true,
  });
  try {
    for await (const entry of zipfile.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      const decision = collector.consider(name, kindOf(entry, name), entry.uncompressedSize);
      if (!decision.keep) continue;
      const stream = await zipfile.openReadStreamPromise(entry);
      try {
        await collector.write(decision, metered(stream, collector));
      } finally {
        stream.destroy();
      }
    }
  } finally {
    zipfile.close();
  }
}
