import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TConfig } from '../../config/env';
import type { TBlobStore } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The blob store the configuration names: files under DATA_DIR/blobs, or an S3 bucket. */
export function createBlobStore(config: TConfig): TBlobStore {
  if (config.BLOB_STORE === 's3') {
    // The settings require S3_BUCKET with BLOB_STORE=s3.
    if (!config.S3_BUCKET) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
    return createS3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  // An in-memory database (tests) keeps its blobs in a temporary folder of its own.
  const root =
    config.DATA_DIR === 'memory://'
      ? mkdtempSync(join(tmpdir(), 'vitrina-blobs-'))
      : join(config.DATA_DIR, 'blobs');
  return createFsBlobStore(root);
}
