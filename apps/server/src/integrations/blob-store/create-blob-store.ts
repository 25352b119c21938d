import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TConfig } from '../../config/env';
import type { TBlobStore } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';

/** The blob store the configuration names: files under DATA_DIR/blobs, or an S3 bucket. */
export function createBlobStore(config: TConfig): TBlobStore {
  if (config.BLOB_STORE === 's3') throw new Error('BLOB_STORE=s3 is not available yet');
  // An in-memory database (tests) keeps its blobs in a temporary folder of its own.
  const root =
    config.DATA_DIR === 'memory://'
      ? mkdtempSync(join(tmpdir(), 'vitrina-blobs-'))
      : join(config.DATA_DIR, 'blobs');
  return createFsBlobStore(root);
}
