import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import { ArchiveRefusal, type TArchiveLimits, type TEntryKind, type TUnpackedFile } from './archive-types';
import { contentTypeOf } from './content-type';
import { isUnsafeName, placeEntry, segmentsOf, shownName } from './entry-paths';

const MIB = 1024 * 1024;
/** Unpacked bytes allowed on top of the ratio: a tiny archive's tar padding alone can pass 100×. */
export const RATIO_SLACK_BYTES = MIB;
export const DEFAULT_MAX_UNPACKED_BYTES = 1024 * MIB;
/** Entries of any kind an archive may hold, kept or not. */
export const MAX_ARCHIVE_ENTRIES = 100_000;

/** Megabytes as shown to the developer (25, 0.5, 0.000954). */
const megabytes = (bytes: number) => Number((bytes / MIB).toPrecision(3));

const refuse = (code: TBuildFailure['code'], params: TBuildFailure['params'] = {}) =>
  new ArchiveRefusal({ code, params });

export type TEntryDecision = { keep: false } | { keep: true; path: string; repoPath: string };

/**
 * The rules of unpacking, whatever the format: the format readers report each entry (`consider`),
 * every unpacked byte (`meter`) and hand over the bytes of the kept ones (`write`); a broken rule
 * throws an ArchiveRefusal. Kept files go to numbered files of the work directory, hashed on the way.
 */
export function createFileCollector(options: {
  archiveBytes: number;
  folder: string;
  stripTopFolder: boolean;
  limits: TArchiveLimits;
  workDir: string;
  onProgress?: (filesDone: number) => void;
}) {
  const { limits } = options;
  const folderSegments = segmentsOf(options.folder);
  const ratioCap = limits.maxRatio * options.archiveBytes + RATIO_SLACK_BYTES;
  const hardCap = limits.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES;
  const files: TUnpackedFile[] = [];
  const written: string[] = [];
  /** Lower-cased (NFC) kept path → the repository path that took it. */
  const taken = new Map<string, { path: string; repoPath: string }>();
  let entries = 0;
  let keptBytes = 0;
  let unpackedBytes = 0;

  return {
    get unpackedBytes() {
      return unpackedBytes;
    },

    /** Counts unpacked bytes (kept or not): a bomb is stopped as soon as it passes a cap. */
    meter(bytes: number) {
      unpackedBytes += bytes;
      if (unpackedBytes > ratioCap) throw refuse('COMPRESSION_RATIO', { ratio: limits.maxRatio });
      if (unpackedBytes > hardCap) throw refuse('TOTAL_TOO_LARGE', { limitMb: megabytes(hardCap) });
    },

    /** Whether an entry is kept, and as which path; refuses what must not be in the archive. */
    consider(name: string, kind: TEntryKind, declaredSize: number): TEntryDecision {
      entries += 1;
      if (entries > MAX_ARCHIVE_ENTRIES) throw refuse('TOO_MANY_FILES', { limit: MAX_ARCHIVE_ENTRIES });
      if (isUnsafeName(name)) throw refuse('UNSAFE_PATH', { path: shownName(name) });
      const { repoPath, inFolder } = placeEntry(name, folderSegments, options.stripTopFolder);
      if (inFolder === null || kind === 'directory' || kind === 'other') return { keep: false };
      if (kind === 'link') throw refuse('LINK', { path: shownName(repoPath) });
      if (inFolder === '') return { keep: false };

      if (taken.size + 1 > limits.maxFiles) throw refuse('TOO_MANY_FILES', { limit: limits.maxFiles });
      const key = inFolder.normalize('NFC').toLowerCase();
      const twin = taken.get(key);
      // The same name twice: which one is meant is unclear (a tar appended to, or a crafted zip).
      if (twin?.path === inFolder) throw refuse('BAD_ARCHIVE');
      if (twin) throw refuse('CASE_TWINS', { path: shownName(repoPath), other: shownName(twin.repoPath) });
      taken.set(key, { path: inFolder, repoPath });
      if (declaredSize > limits.maxFileBytes)
        throw refuse('FILE_TOO_LARGE', {
          path: shownName(repoPath),
          limitMb: megabytes(limits.maxFileBytes),
        });
      if (keptBytes + declaredSize > limits.maxTotalBytes)
        throw refuse('TOTAL_TOO_LARGE', { limitMb: megabytes(limits.maxTotalBytes) });
      return { keep: true, path: inFolder, repoPath };
    },

    /** Writes a kept entry's bytes to the next numbered file, hashing them, within the size limits. */
    async write(decision: { path: string; repoPath: string }, chunks: AsyncIterable<Uint8Array>) {
      const tempPath = join(options.workDir, `file-${String(written.length + 1).padStart(6, '0')}`);
      written.push(tempPath);
      const hash = createHash('sha256');
      let size = 0;
      const handle = await open(tempPath, 'wx', 0o600);
      try {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > limits.maxFileBytes)
            throw refuse('FILE_TOO_LARGE', {
              path: shownName(decision.repoPath),
              limitMb: megabytes(limits.maxFileBytes),
            });
          if (keptBytes + size > limits.maxTotalBytes)
            throw refuse('TOTAL_TOO_LARGE', { limitMb: megabytes(limits.maxTotalBytes) });
          hash.update(chunk);
          await handle.write(chunk);
        }
      } finally {
        await handle.close();
      }
      keptBytes += size;
      files.push({
        path: decision.path,
        size,
        sha256: hash.digest('hex'),
        contentType: contentTypeOf(decision.path),
        tempPath,
      });
      options.onProgress?.(files.length);
    },

    /** The kept files once every entry was read; the folder must have an index.html at its root. */
    finish(): TUnpackedFile[] {
      if (!files.some((file) => file.path === 'index.html'))
        throw refuse('NO_INDEX_HTML', { folder: folderSegments.join('/') || '/' });
      return files;
    },

    /** Deletes every file written (after a refusal or an error). */
    async discard() {
      await Promise.all(written.map((path) => rm(path, { force: true })));
    },
  };
}

export type TFileCollector = ReturnType<typeof createFileCollector>;
