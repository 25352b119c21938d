import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBlobStore } from './blob-store';

/** One backend under test: every `open()` is another handle on the same storage, as another process has. */
export type TBlobStoreBackend = {
  open(): TBlobStore;
  /** How many blobs the storage holds. */
  countBlobs(): Promise<number>;
};

async function bytesOf(stream: Readable | null) {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What every blob store must do, whatever keeps the bytes. */
export function describeBlobStoreContract(
  name: string,
  start: () => Promise<TBlobStoreBackend>,
  stop: () => Promise<void>,
) {
  describe(`blob store contract: ${name}`, () => {
    let backend: TBlobStoreBackend;
    let sources: string;
    let count = 0;

    /** A source file of `bytes` and its key. */
    async function source(bytes: Buffer) {
      count += 1;
      const path = join(sources, `source-${count}`);
      await writeFile(path, bytes);
      return { path, sha256: sha256Of(bytes), size: bytes.length };
    }

    beforeAll(async () => {
      sources = await mkdtemp(join(tmpdir(), 'vitrina-blob-sources-'));
      backend = await start();
    });
    afterAll(async () => {
      await stop();
      await rm(sources, { recursive: true, force: true });
    });

    it('stores a file, then has it and reads it back whole, byte for byte', async () => {
      const store = backend.open();
      const bytes = randomBytes(200_000);
      const file = await source(bytes);
      expect(await store.has(file.sha256)).toBe(false);
      await store.putFile(file.sha256, file.path, file.size);
      expect(await store.has(file.sha256)).toBe(true);
      expect((await bytesOf(await store.read(file.sha256)))?.equals(bytes)).toBe(true);
    });

    it('reads inclusive byte ranges: the first byte, a middle stretch, the last byte', async () => {
      const store = backend.open();
      const bytes = Buffer.from('0123456789abcdefghij');
      const file = await source(bytes);
      await store.putFile(file.sha256, file.path, file.size);
      expect((await bytesOf(await store.read(file.sha256, { start: 0, end: 0 })))?.toString()).toBe('0');
      expect((await bytesOf(await store.read(file.sha256, { start: 5, end: 12 })))?.toString()).toBe(
        '56789abc',
      );
      expect((await bytesOf(await store.read(file.sha256, { start: 19, end: 19 })))?.toString()).toBe('j');
    });

    it('stores a blob once: a second put of the same key keeps one unchanged object', async () => {
      const store = backend.open();
      const bytes = Buffer.from(`first ${randomBytes(8).toString('hex')}`);
      const file = await source(bytes);
      await store.putFile(file.sha256, file.path, file.size);
      const before = await backend.countBlobs();
      // The same key again (here from other bytes, which a caller never does): nothing is written.
      const other = await source(Buffer.from('other bytes'));
      await store.putFile(file.sha256, other.path, other.size);
      expect(await backend.countBlobs()).toBe(before);
      expect((await bytesOf(await store.read(file.sha256)))?.equals(bytes)).toBe(true);
    });

    it('answers null and false for a blob it does not hold', async () => {
      const store = backend.open();
      const missing = sha256Of(Buffer.from('never stored'));
      expect(await store.has(missing)).toBe(false);
      expect(await store.read(missing)).toBeNull();
      expect(await store.read(missing, { start: 0, end: 3 })).toBeNull();
    });

    it('removes a blob, and removing an absent one changes nothing', async () => {
      const store = backend.open();
      const file = await source(Buffer.from('to be removed'));
      await store.putFile(file.sha256, file.path, file.size);
      await store.remove(file.sha256);
      expect(await store.has(file.sha256)).toBe(false);
      expect(await store.read(file.sha256)).toBeNull();
      await expect(store.remove(file.sha256)).resolves.toBeUndefined();
    });

    it('refuses keys that are not 64 lower-case hex digits', async () => {
      const store = backend.open();
      const file = await source(Buffer.from('key check'));
      const badKeys = [
        file.sha256.toUpperCase(),
        file.sha256.slice(0, 63),
        `${file.sha256}0`,
        `../${file.sha256.slice(3)}`,
        `${file.sha256.slice(0, 60)}/../`,
        '',
      ];
      for (const key of badKeys) {
        await expect(store.putFile(key, file.path, file.size)).rejects.toThrow(/not a SHA-256 key/);
        await expect(store.has(key)).rejects.toThrow(/not a SHA-256 key/);
        await expect(store.read(key)).rejects.toThrow(/not a SHA-256 key/);
        await expect(store.remove(key)).rejects.toThrow(/not a SHA-256 key/);
      }
    });

    it('shares blobs between processes: one stores, another reads', async () => {
      const writer = backend.open();
      const reader = backend.open();
      const bytes = randomBytes(5000);
      const file = await source(bytes);
      await writer.putFile(file.sha256, file.path, file.size);
      expect(await reader.has(file.sha256)).toBe(true);
      expect(
        (await bytesOf(await reader.read(file.sha256, { start: 4000, end: 4999 })))?.equals(
          bytes.subarray(4000),
        ),
      ).toBe(true);
      await reader.remove(file.sha256);
      expect(await writer.has(file.sha256)).toBe(false);
    });
  });
}
