import type { Readable } from 'node:stream';

/** An inclusive byte range of a blob (HTTP's `bytes=start-end`). */
export type TByteRange = { start: number; end: number };

/**
 * Where the files of hosted builds are kept: content-addressed (a blob's key is the SHA-256 of its
 * bytes, lower-case hex), so a file shared by many builds or apps is stored once, and a stored
 * blob never changes. Two backends: `fs` under DATA_DIR and `s3` (AWS S3, Cloudflare R2, MinIO).
 */
export type TBlobStore = {
  readonly kind: 'fs' | 's3';
  /**
   * Stores the file at `sourcePath` (whose bytes hash to `sha256` and number `size`) under its
   * hash. Storing a blob already there changes nothing. Once this resolves, every process sharing
   * the store can read it.
   */
  putFile(sha256: string, sourcePath: string, size: number): Promise<void>;
  /** Whether the blob is stored. */
  has(sha256: string): Promise<boolean>;
  /** The blob's bytes, whole or one range; null when it is not stored. */
  read(sha256: string, range?: TByteRange): Promise<Readable | null>;
  /** Removes the blob (nothing when absent). Only for blobs no build refers to. */
  remove(sha256: string): Promise<void>;
};
