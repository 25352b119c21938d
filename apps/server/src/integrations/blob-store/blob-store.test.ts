import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeS3, type TFakeS3 } from '../../../test/fake-s3';
import { describeBlobStoreContract } from './blob-store.contract';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore } from './s3-blob-store';

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
