import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { isPrefetch, isSharedRead } from '../lib/request-kinds';

/** An app's page; answered from the cache only when preloaded (an opened page counts a view). */
const DETAIL = /^\/api\/project\/[^/?]+(\?|$)/;
/** Writes that change nothing a cached read shows. */
const WRITES_THAT_CHANGE_NOTHING_PUBLIC = [
  /^\/api\/project\/[^/]+\/view(\?|$)/,
  /^\/api\/auth\//,
  /^\/api\/custom-requests(\?|$)/,
  /^\/api\/payments\/orders(\?|$)/,
];
// The same threshold and brotli quality as the compression of every other answer.
const COMPRESS_THRESHOLD = 1024;
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};

type TEntry = {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  vary: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when a cacheable read started; its answer is kept only if unchanged. */
    publicCacheGeneration: number | null;
  }
}

function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false;
  const url = request.url;
  if (isSharedRead(url)) return true;
  return DETAIL.test(url) && isPrefetch(request);
}

function keyOf(request: FastifyRequest): string {
  const language = request.headers['accept-language'] ?? '';
  return `${request.url}\n${language.slice(0, 64)}`;
}

function encodedBody(entry: TEntry, encoding: string | null): { body: Buffer; encoding?: string } {
  if (entry.body.length < COMPRESS_THRESHOLD || !encoding) return { body: entry.body };
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, BROTLI_OPTIONS);
    return { body: entry.br, encoding };
  }
  entry.gzip ??= gzipSync(entry.body);
  return { body: entry.gzip, encoding };
}

/**
 * A short-lived in-memory copy of the anonymous catalogue reads (the store list and search,
 * categories, the configuration, a preloaded app page), serialized and compressed once. Any write
 * that may change them empties it in every process at once (through the change feed); what other
 * paths change (a view count, a sale reconciled on a status read) shows within PUBLIC_CACHE_TTL_MS.
 * PUBLIC_CACHE_TTL_MS=0 turns it off.
 */
export const publicReadCachePlugin = fp(async (app: FastifyInstance) => {
  const { config, changes } = app.deps;
  if (config.PUBLIC_CACHE_TTL_MS <= 0) return;
  const entries = new LRUCache<string, TEntry>({
    max: config.PUBLIC_CACHE_MAX_ENTRIES,
    ttl: config.PUBLIC_CACHE_TTL_MS,
  });
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
  let generation = 0;
  const unsubscribe = changes.subscribe(() => {
    generation += 1;
    entries.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  app.decorateRequest('publicCacheGeneration', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request) || !changes.isConnected()) return;
    const entry = entries.get(keyOf(request));
    if (!entry) {
      request.publicCacheGeneration = generation;
      return;
    }
    const acceptEncoding = request.headers['accept-encoding'];
    const { body, encoding } = encodedBody(
      entry,
      acceptEncoding ? negotiator.negotiate(acceptEncoding) : null,
    );
    reply
      .header('content-type', entry.contentType)
      .header('etag', entry.etag)
      .header('cache-control', entry.cacheControl)
      .header('vary', entry.vary);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  // Runs after the ETag and Cache-Control are set and before compression: the payload is the JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (
        reply.statusCode < 400 &&
        request.url.startsWith('/api/') &&
        !WRITES_THAT_CHANGE_NOTHING_PUBLIC.some((pattern) => pattern.test(request.url))
      ) {
        changes.publish();
      }
      return payload;
    }
    if (
      request.publicCacheGeneration === null ||
      request.publicCacheGeneration !== generation ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !reply.getHeader('etag')
    ) {
      return payload;
    }
    entries.set(keyOf(request), {
      body: Buffer.from(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: String(reply.getHeader('etag')),
      cacheControl: String(reply.getHeader('cache-control') ?? 'no-cache'),
      // Compression adds Accept-Encoding to the answer it compresses, after this hook.
      vary: `${String(reply.getHeader('vary') ?? 'Authorization, Accept-Language')}, Accept-Encoding`,
    });
    return payload;
  });
});
