import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';

export type TArchiveFormat = 'tar.gz' | 'zip';

/** What an import may unpack. Sizes in bytes. */
export type TArchiveLimits = {
  /** Kept files (those of the chosen folder). */
  maxFiles: number;
  /** One kept file. */
  maxFileBytes: number;
  /** All kept files together. */
  maxTotalBytes: number;
  /** All unpacked bytes, kept or not, may be at most this many times the archive's size (100). */
  maxRatio: number;
  /** All unpacked bytes, kept or not, whatever the ratio (default 1 GiB). */
  maxUnpackedBytes?: number;
};

/** A kept file, written to a numbered file of the work directory. */
export type TUnpackedFile = {
  /** Relative to the chosen folder, '/'-separated, no leading slash ("assets/app.js"). */
  path: string;
  size: number;
  /** SHA-256 of the bytes, lower-case hex. */
  sha256: string;
  contentType: string;
  /** Where the bytes are now (inside the work directory). */
  tempPath: string;
};

export type TUnpackOptions = {
  archivePath: string;
  format: TArchiveFormat;
  /** A folder inside the archive whose files are kept, without leading or trailing slashes; '' = the root. */
  folder: string;
  /** Drop every entry's first path segment first (GitHub tarballs carry `{owner}-{repo}-{sha}/`). */
  stripTopFolder: boolean;
  limits: TArchiveLimits;
  /** An empty directory of this import; kept files are written there under numbered names. */
  workDir: string;
  /** Called after each kept file is written, with the number written so far. */
  onProgress?: (filesDone: number) => void;
};

/**
 * The kept files, or why the archive was refused (nothing of it is left in the work directory).
 * `unpackedBytes` counts every byte unpacked, kept or not, until the end or the refusal.
 */
export type TUnpackResult =
  | { ok: true; files: TUnpackedFile[]; unpackedBytes: number }
  | { ok: false; failure: TBuildFailure; unpackedBytes: number };

/** An archive refused for a reason the developer is told. */
export class ArchiveRefusal extends Error {
  constructor(readonly failure: TBuildFailure) {
    super(`archive refused: ${failure.code}`);
    this.name = 'ArchiveRefusal';
  }
}

/** What an archive entry is, as far as unpacking cares. */
export type TEntryKind = 'file' | 'directory' | 'link' | 'other';
