import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertBlobKey } from './blob-key';
import type { TBlobStore } from './blob-store';

/**
 * Blobs as files under `root`, fanned out by the first two bytes of their hash
 * (`ab/cd/abcd…`). A blob is copied to a temporary name and renamed into place, so a reader
 * never sees half a file, and two writers of the same blob both end with the same bytes.
 */
export function createFsBlobStore(root: string): TBlobStore {
  const pathOf = (sha256: string) => {
    assertBlobKey(sha256);
    return join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  const exists = async (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );

  return {
    kind: 'fs',
    async putFile(sha256, sourcePath) {
      const target = pathOf(sha256);
      if (await exists(target)) return;
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await copyFile(sourcePath, temporary);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async has(sha256) {
      return exists(pathOf(sha256));
    },
    async read(sha256, range) {
      const path = pathOf(sha256);
      if (!(await exists(path))) return null;
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
  };
}
