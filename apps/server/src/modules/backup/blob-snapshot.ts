import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TBlobEntry } from '../../db/repositories/snapshot.repository';
import type { TBlobStore } from '../../integrations/blob-store/blob-store';

async function sha256OfFile(path: string) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Copies each blob from the store into `folder` (one file per key), hashing the bytes as they
 * pass: a blob missing from the store, or whose bytes are not its key, stops the backup.
 */
export async function copyBlobsOut(store: TBlobStore, blobs: TBlobEntry[], folder: string) {
  await mkdir(folder, { recursive: true });
  for (const blob of blobs) {
    const stream = await store.read(blob.sha256);
    if (!stream) throw new Error(`The blob store lacks ${blob.sha256}, which a build references.`);
    const target = join(folder, blob.sha256);
    await pipeline(stream, createWriteStream(target));
    const actual = await sha256OfFile(target);
    if (actual !== blob.sha256)
      throw new Error(`The blob ${blob.sha256} in the store is damaged (its bytes hash to ${actual}).`);
  }
}

/** The blobs of a snapshot folder whose bytes are missing or are not their key (empty: all sound). */
export async function checkSnapshotBlobs(blobs: TBlobEntry[], folder: string): Promise<string[]> {
  const problems: string[] = [];
  for (const blob of blobs) {
    const path = join(folder, blob.sha256);
    const size = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) problems.push(`${blob.sha256}: missing from the snapshot`);
    else if (size !== blob.size || (await sha256OfFile(path)) !== blob.sha256)
      problems.push(`${blob.sha256}: its bytes do not match its hash`);
  }
  return problems;
}

/** Puts every snapshot blob into the store (each already checked against its hash). */
export async function copyBlobsIn(store: TBlobStore, blobs: TBlobEntry[], folder: string) {
  for (const blob of blobs) await store.putFile(blob.sha256, join(folder, blob.sha256), blob.size);
}

/** The referenced blobs the store lacks (for an S3 store, whose bucket is kept by its provider). */
export async function missingFromStore(store: TBlobStore, blobs: TBlobEntry[]): Promise<string[]> {
  const missing: string[] = [];
  for (const blob of blobs) if (!(await store.has(blob.sha256))) missing.push(blob.sha256);
  return missing;
}

/** Reads a stored blob whole (restore checks and tests compare bytes). */
export async function storedBytes(store: TBlobStore, sha256: string): Promise<Buffer | null> {
  const stream = await store.read(sha256);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
