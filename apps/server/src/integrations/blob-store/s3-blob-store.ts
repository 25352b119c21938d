import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertBlobKey } from './blob-key';
import type { TBlobStore, TByteRange } from './blob-store';

export type TS3BlobStoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset = AWS S3 itself. */
  endpoint?: string;
  /** Both or neither: unset = the SDK's own credential chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** The object key of a blob, fanned out like the files of the fs store: `blobs/ab/cd/abcd…`. */
export function s3KeyOf(sha256: string) {
  assertBlobKey(sha256);
  return `blobs/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

type TS3Error = { name?: string; $metadata?: { httpStatusCode?: number } };

/** The object is not there (a missing bucket is a configuration error and is thrown). */
function isMissing(error: unknown) {
  const { name, $metadata } = (error ?? {}) as TS3Error;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/**
 * The asked range out of what the service sent. A server may ignore a Range (200, the whole
 * object) or, like some local S3 stand-ins for `bytes=0-0`, send more than asked: the extra bytes
 * are cut here rather than served as the blob's.
 */
function fitToRange(body: Readable, range: TByteRange, contentRange: string | undefined): Readable {
  const sent = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(contentRange ?? '');
  const sentStart = sent ? Number(sent[1]) : 0;
  const sentEnd = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
  const total = sent && sent[3] !== '*' ? Number(sent[3]) : Number.POSITIVE_INFINITY;
  if (sentStart === range.start && sentEnd === Math.min(range.end, total - 1)) return body;
  if (sentStart > range.start) {
    body.destroy();
    throw new Error(`the S3 service answered ${contentRange} for bytes=${range.start}-${range.end}`);
  }
  async function* window() {
    let skip = range.start - sentStart;
    let take = range.end - range.start + 1;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const part = chunk.subarray(Math.min(skip, chunk.length), Math.min(chunk.length, skip + take));
      skip = Math.max(0, skip - chunk.length);
      take -= part.length;
      if (part.length > 0) yield part;
      if (take <= 0) break; // leaving the loop destroys the rest of the response
    }
  }
  return Readable.from(window(), { objectMode: false });
}

export function createS3Client(options: TS3BlobStoreOptions) {
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const config: S3ClientConfig = {
    region: options.region,
    requestHandler: { connectionTimeout: 5000 },
  };
  if (options.accessKeyId && options.secretAccessKey)
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  if (options.endpoint) {
    config.endpoint = options.endpoint;
    // Bucket in the path (http://host/bucket/key): what MinIO, R2 and local servers understand.
    config.forcePathStyle = true;
    // The SDK's default checksums send streamed bodies as `aws-chunked` with a trailing CRC,
    // which S3-compatible services do not all understand (some store the chunk framing as the
    // object's bytes). A blob's key is already the SHA-256 of its bytes.
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  return new S3Client(config);
}

/**
 * Blobs as objects of one bucket. Objects are written whole by one PUT, so a reader never sees
 * half a blob, and two writers of the same blob store the same bytes.
 */
export function createS3BlobStore(options: TS3BlobStoreOptions): TBlobStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;

  async function has(sha256: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: s3KeyOf(sha256) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  return {
    kind: 's3',
    async putFile(sha256, sourcePath, size) {
      if (await has(sha256)) return;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: s3KeyOf(sha256),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    has,
    async read(sha256, range) {
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: s3KeyOf(sha256),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = response.Body;
        if (!(body instanceof Readable))
          throw new Error('the S3 client answered a body that is not a Node stream');
        return range ? fitToRange(body, range, response.ContentRange) : body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: s3KeyOf(sha256) }));
    },
  };
}
