import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { TChange } from '../lib/change-feed';
import { isPageAddress, pageLanguageOf, withoutReferralParam } from '../lib/page-request';
import { isPrefetch, isSharedRead, isSitemap } from '../lib/request-kinds';
import { hashToken } from '../lib/tokens';

/** An app's page; answered from the cache only when preloaded (an opened page counts a view). */
const DETAIL = /^\/api\/project\/[^/?]+(\?|$)/;
/** A signed-in person's reads kept a moment, per session: their favourites (the list). */
const PERSONAL_READS = /^\/api\/user\/favorites(\?|$)/;
/** Writes that change nothing a cached read shows. */
const WRITES_THAT_CHANGE_NOTHING = [
  /^\/api\/project\/[^/]+\/view(\?|$)/,
  /^\/api\/custom-requests(\?|$)/,
  /^\/api\/payments\/orders(\?|$)/,
];
/** Writes that change only an account's own state (sessions, password, profile). */
const PERSONAL_WRITES = /^\/api\/auth\//;
const BEARER = /^Bearer\s+(\S+)$/i;
// The same threshold and brotli quality as the compression of every other answer.
const COMPRESS_THRESHOLD = 1024;
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};

type TEntry = {
  /** A personal answer is not served past the end of its session (epoch ms). */
  validUntil?: number;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  vary: string;
};

type TCachedRead = {
  key: string;
  personal: boolean;
  /** The cache generation when the read started; its answer is kept only if unchanged. */
  generation: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    readCache: TCachedRead | null;
  }
}

/** Where a cacheable read's answer is kept, or null when it is not one. */
function cacheKeyOf(request: FastifyRequest): { key: string; personal: boolean } | null {
  if (request.method !== 'GET') return null;
  const url = request.url;
  // The load balancer's probes (/health/live, /health/ready) always see the process as it is now.
  if (url.startsWith('/health/')) return null;
  const language = isSitemap(url) ? '' : (request.headers['accept-language'] ?? '').slice(0, 64);
  const authorization = request.headers.authorization;
  if (authorization) {
    const token = BEARER.exec(authorization)?.[1];
    if (!token || !PERSONAL_READS.test(url)) return null;
    // Per session: the same token, and only it, gets the same answer.
    return { key: `${hashToken(token)}\n${url}\n${language}`, personal: true };
  }
  // A public page's HTML: the same for every visitor, per address (a referral source left out: it
  // does not change the page) and the language it is rendered in.
  if (isPageAddress(url))
    return { key: `page\n${withoutReferralParam(url)}\n${pageLanguageOf(request)}`, personal: false };
  if (isSharedRead(url) || (DETAIL.test(url) && isPrefetch(request))) {
    return { key: `${url}\n${language}`, personal: false };
  }
  return null;
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
 * categories, the configuration, a preloaded app page, the sitemap), of the public pages' HTML
 * (rendered on the server, per address and language), and of a signed-in person's
 * favourites (per session), serialized and compressed once. Any write that may change them empties it in every
 * process at once (through the change feed); a write to an account (sign-out, password, profile)
 * empties the personal part. What other paths change (a view count, a sale reconciled on a status
 * read) shows within the TTL. A personal answer is never served past its session's expiry or idle
 * limit. PUBLIC_CACHE_TTL_MS=0 / PERSONAL_CACHE_TTL_MS=0 turn either part off.
 */
export const publicReadCachePlugin = fp(async (app: FastifyInstance) => {
  const { config, changes, clock } = app.deps;
  const publicTtl = config.PUBLIC_CACHE_TTL_MS;
  const personalTtl = config.PERSONAL_CACHE_TTL_MS;
  if (publicTtl <= 0 && personalTtl <= 0) return;
  const shared =
    publicTtl > 0
      ? new LRUCache<string, TEntry>({
          max: config.PUBLIC_CACHE_MAX_ENTRIES,
          ttl: publicTtl,
          // A sitemap page runs to megabytes: the bytes kept are bounded too (an answer counts twice:
          // its body, and room for its compressed copies, made on first request).
          maxSize: config.PUBLIC_CACHE_MAX_BYTES,
          sizeCalculation: (entry) => Math.max(1, entry.body.length * 2),
        })
      : null;
  const personal =
    personalTtl > 0
      ? new LRUCache<string, TEntry>({ max: config.PUBLIC_CACHE_MAX_ENTRIES, ttl: personalTtl })
      : null;
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
  const generations = { shared: 0, personal: 0 };
  const unsubscribe = changes.subscribe((kind: TChange) => {
    // Personal answers show public data too (the cards of the favourites).
    generations.personal += 1;
    personal?.clear();
    if (kind === 'public') {
      generations.shared += 1;
      shared?.clear();
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  app.decorateRequest('readCache', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const found = cacheKeyOf(request);
    const cache = found?.personal ? personal : shared;
    if (!found || !cache || !changes.isConnected()) return;
    const entry = cache.get(found.key);
    const cacheName = found.personal ? 'personal' : 'public';
    if (!entry || (entry.validUntil !== undefined && entry.validUntil <= clock.now().getTime())) {
      app.metrics.readCache.inc({ cache: cacheName, result: 'miss' });
      request.readCache = {
        ...found,
        generation: found.personal ? generations.personal : generations.shared,
      };
      return;
    }
    app.metrics.readCache.inc({ cache: cacheName, result: 'hit' });
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
      const url = request.url;
      if (
        reply.statusCode < 400 &&
        url.startsWith('/api/') &&
        !WRITES_THAT_CHANGE_NOTHING.some((pattern) => pattern.test(url))
      ) {
        changes.publish(PERSONAL_WRITES.test(url) ? 'personal' : 'public');
      }
      return payload;
    }
    const read = request.readCache;
    if (
      !read ||
      read.generation !== (read.personal ? generations.personal : generations.shared) ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !reply.getHeader('etag') ||
      (read.personal && !request.auth)
    ) {
      return payload;
    }
    (read.personal ? personal : shared)?.set(read.key, {
      validUntil: read.personal ? request.auth?.validUntil : undefined,
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
