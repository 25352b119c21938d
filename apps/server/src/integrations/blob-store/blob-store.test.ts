import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFakeS3, type TFakeS3 } from '../../../test/fake-s3';
import { loadConfig } from '../../config/env';
import { describeBlobStoreContract } from './blob-store.contract';
import { createBlobStore } from './create-blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore, s3KeyOf } from './s3-blob-store';

let root = '';
describeBlobStoreContract(
  'fs',
  async () => {
    root = await mkdtemp(join(tmpdir(), 'vitrina-blob-root-'));
    return {
      open: () => createFsBlobStore(root),
      countBlobs: async () =>
        (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
          .length,
    };
  },
  () => rm(root, { recursive: true, force: true }),
);

let s3: TFakeS3 | null = null;
describeBlobStoreContract(
  's3',
  async () => {
    const started = await startFakeS3();
    s3 = started;
    return {
      open: () => createS3BlobStore(started.options),
      countBlobs: async () => (await started.keys()).filter((key) => key.startsWith('blobs/')).length,
    };
  },
  async () => {
    await s3?.close();
  },
);

describe('createBlobStore', () => {
  it('keeps blobs in the S3 bucket the settings name, and under DATA_DIR otherwise', async () => {
    const fake = await startFakeS3('vitrina-settings');
    const sources = await mkdtemp(join(tmpdir(), 'vitrina-blob-settings-'));
    try {
      const store = createBlobStore(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: 'memory://',
          BLOB_STORE: 's3',
          S3_BUCKET: 'vitrina-settings',
          S3_ENDPOINT: fake.options.endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        }),
      );
      expect(store.kind).toBe('s3');
      const source = join(sources, 'file');
      await writeFile(source, 'through the settings');
      const sha256 = createHash('sha256').update('through the settings').digest('hex');
      await store.putFile(sha256, source, 20);
      expect(await fake.keys()).toEqual([s3KeyOf(sha256)]);
      expect(createBlobStore(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' })).kind).toBe('fs');
    } finally {
      await fake.close();
      await rm(sources, { recursive: true, force: true });
    }
  });
});
