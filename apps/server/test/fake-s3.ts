import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type TS3BlobStoreOptions } from '../src/integrations/blob-store/s3-blob-store';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 over a temporary folder, with one empty
 * bucket: `options` are what the S3 blob store takes to use it.
 */
export async function startFakeS3(bucket = 'vitrina-test-blobs') {
  const directory = await mkdtemp(join(tmpdir(), 'vitrina-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const options: TS3BlobStoreOptions = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = createS3Client(options);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  return {
    options,
    /** The keys of every object in the bucket. */
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TFakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
