import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { TBlobStore } from './blob-store';

/** The key a blob of these bytes is stored under: their SHA-256, lower-case hex. */
export const blobKeyOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Stores bytes held in memory (a small upload) under their SHA-256 and answers that key. The store
 * takes files, so the bytes pass through a temporary file of their own.
 */
export async function putBytes(blobs: TBlobStore, bytes: Buffer): Promise<string> {
  const key = blobKeyOf(bytes);
  const temporary = join(tmpdir(), `vitrina-blob-${process.pid}-${randomUUID()}`);
  try {
    await writeFile(temporary, bytes);
    await blobs.putFile(key, temporary, bytes.length);
  } finally {
    await rm(temporary, { force: true });
  }
  return key;
}

/** A small blob's bytes, whole, or null when it is not stored. */
export async function readBytes(blobs: TBlobStore, key: string): Promise<Buffer | null> {
  const stream = await blobs.read(key);
  return stream ? buffer(stream) : null;
}
