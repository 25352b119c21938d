import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type {
  THostedAppRepository,
  THostedBuildRow,
  TManifestFile,
} from '../../db/repositories/hosted-app.repository';
import type { TBlobStore } from '../../integrations/blob-store/blob-store';
import { APP_CACHE_CONTROL, appCacheKindOf } from './app-cache-rules';
import { isCompressible, isHtml, matchesEtag, parseRange } from './app-paths';

/** A READY build's files by path, with the build itself (immutable from then on). */
export type TManifest = { build: THostedBuildRow; files: Map<string, TManifestFile> };

/** Smaller files are not worth compressing (the same threshold as the main site's answers). */
const COMPRESS_THRESHOLD = 1024;
/** Files up to this size are compressed once and kept; larger ones are compressed as they stream. */
const COMPRESS_KEEP_MAX_BYTES = 4 * 1024 * 1024;
/** Files up to this size are kept in memory as they are (pages, small scripts and icons). */
const RAW_KEEP_MAX_BYTES = 256 * 1024;
const BROTLI_PARAMS = (quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
  },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type TAppFilesOptions = {
  /** How many manifest entries (files) are kept in memory across builds. */
  manifestMaxFiles?: number;
  /** How many bytes of compressed files are kept in memory. */
  compressedMaxBytes?: number;
  /** How many bytes of small files are kept in memory as they are. */
  rawMaxBytes?: number;
};

class MissingBlobError extends Error {
  constructor(sha256: string) {
    super(`blob ${sha256} is listed in a build's manifest but not stored`);
  }
}

/**
 * Serving a build's files: manifests kept in memory (an LRU; a READY build never changes), and
 * each file answered from the blob store with its caching (app-cache-rules), conditional, range
 * and compression rules.
 */
export function createAppFiles(
  blobs: TBlobStore,
  repository: THostedAppRepository,
  options: TAppFilesOptions = {},
) {
  const manifests = new LRUCache<string, TManifest>({
    maxSize: options.manifestMaxFiles ?? 200_000,
    sizeCalculation: (manifest) => manifest.files.size + 1,
    fetchMethod: async (buildId) => {
      const build = await repository.findBuild(buildId);
      if (build?.status !== 'READY') return undefined;
      const files = await repository.manifestOf(buildId);
      return { build, files: new Map(files.map((file) => [file.path, file])) };
    },
  });

  type TCompressContext = { sha256: string; encoding: 'br' | 'gzip' };
  const compressed = new LRUCache<string, Buffer, TCompressContext>({
    maxSize: options.compressedMaxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
    fetchMethod: async (_key, _stale, { context }) => {
      const stream = await blobs.read(context.sha256);
      if (!stream) throw new MissingBlobError(context.sha256);
      const bytes = Buffer.concat(await stream.toArray());
      return context.encoding === 'br' ? brotliAsync(bytes, BROTLI_PARAMS(6)) : gzipAsync(bytes);
    },
  });
  // A blob never changes, so what is kept never goes stale; only its memory is bounded.
  const raw = new LRUCache<string, Buffer>({
    maxSize: options.rawMaxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
    fetchMethod: async (sha256) => {
      const stream = await blobs.read(sha256);
      if (!stream) throw new MissingBlobError(sha256);
      return Buffer.concat(await stream.toArray());
    },
  });
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });

  async function open(sha256: string, range?: { start: number; end: number }): Promise<Readable> {
    const stream = await blobs.read(sha256, range);
    if (!stream) throw new MissingBlobError(sha256);
    return stream;
  }

  /** Answers the file: 200 (whole, maybe compressed), 206 (a range), 304 or 416. */
  async function send(request: FastifyRequest, reply: FastifyReply, file: TManifestFile) {
    const html = isHtml(file.contentType);
    const etag = `"${file.sha256}"`;
    const head = request.method === 'HEAD';
    reply.header('content-type', file.contentType).header('accept-ranges', 'bytes');
    const compressible = isCompressible(file.contentType);
    if (compressible) reply.header('vary', 'Accept-Encoding');
    // A year only for a name that carries its content's hash; any other file is asked about on
    // each use and answered 304 from the manifest in memory while it is the same (no blob read).
    reply.header('cache-control', APP_CACHE_CONTROL[appCacheKindOf(file.path, html)]);
    if (!html) {
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    }

    const ifRange = request.headers['if-range'];
    const range =
      !ifRange || (!html && String(ifRange).trim() === etag)
        ? parseRange(request.headers.range, file.size)
        : null;
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', String(range.end - range.start + 1));
      return head ? reply.send() : reply.send(await open(file.sha256, range));
    }

    const acceptEncoding = request.headers['accept-encoding'];
    const encoding =
      compressible && file.size >= COMPRESS_THRESHOLD && acceptEncoding
        ? (negotiator.negotiate(acceptEncoding) as 'br' | 'gzip' | null)
        : null;
    if (encoding) {
      reply.header('content-encoding', encoding);
      if (file.size <= COMPRESS_KEEP_MAX_BYTES) {
        const body = await compressed.fetch(`${encoding}:${file.sha256}`, {
          context: { sha256: file.sha256, encoding },
        });
        if (!body) throw new MissingBlobError(file.sha256);
        reply.header('content-length', String(body.length));
        return head ? reply.send() : reply.send(body);
      }
      if (head) return reply.send();
      const compressor = encoding === 'br' ? createBrotliCompress(BROTLI_PARAMS(4)) : createGzip();
      return reply.send(
        pipeline(await open(file.sha256), compressor, (error) => {
          if (error) request.log.warn({ err: error }, 'compressing an app file failed');
        }),
      );
    }
    reply.header('content-length', String(file.size));
    if (head) return reply.send();
    if (file.size <= RAW_KEEP_MAX_BYTES) {
      const body = await raw.fetch(file.sha256);
      if (!body) throw new MissingBlobError(file.sha256);
      return reply.send(body);
    }
    return reply.send(await open(file.sha256));
  }

  return {
    /** The manifest of a READY build (null: no such build, or not ready). */
    manifest: async (buildId: string): Promise<TManifest | null> => (await manifests.fetch(buildId)) ?? null,
    send,
  };
}

export type TAppFiles = ReturnType<typeof createAppFiles>;
