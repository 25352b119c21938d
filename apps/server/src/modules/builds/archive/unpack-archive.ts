import { stat } from 'node:fs/promises';
import { ArchiveRefusal, type TUnpackOptions, type TUnpackResult } from './archive-types';
import { createFileCollector } from './file-collector';
import { readTarGz } from './read-tar-gz';
import { readZip } from './read-zip';

/** An error of the machine (disk full, permissions), not of the archive: the caller retries later. */
const isSystemError = (error: unknown) => typeof (error as { syscall?: unknown })?.syscall === 'string';

/**
 * Unpacks the regular files of one folder of a .tar.gz or .zip into numbered files of `workDir`,
 * with their SHA-256, size and content type, or refuses the archive (unsafe names, links, case
 * twins, too many or too large files, a compression bomb, no index.html, an unreadable archive).
 * Archive names are never used as paths on disk. On a refusal every file written is deleted.
 * Throws only on errors of the machine (the archive cannot be opened, the disk is full).
 */
export async function unpackArchive(options: TUnpackOptions): Promise<TUnpackResult> {
  const { size: archiveBytes } = await stat(options.archivePath);
  const collector = createFileCollector({ ...options, archiveBytes });
  try {
    if (options.format === 'zip') await readZip(options.archivePath, collector);
    else await readTarGz(options.archivePath, collector);
    const files = collector.finish();
    return { ok: true, files, unpackedBytes: collector.unpackedBytes };
  } catch (error) {
    await collector.discard();
    if (error instanceof ArchiveRefusal)
      return { ok: false, failure: error.failure, unpackedBytes: collector.unpackedBytes };
    if (isSystemError(error)) throw error;
    // gunzip, tar or zip could not read it: damaged, truncated or another format.
    return {
      ok: false,
      failure: { code: 'BAD_ARCHIVE', params: {} },
      unpackedBytes: collector.unpackedBytes,
    };
  }
}
