import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSharedRead } from '../lib/request-kinds';

/**
 * HTTP caching for the API: an ETag on every GET answer (a repeat read with If-None-Match gets a
 * bodiless 304), and a Cache-Control that says who may keep it. Anonymous catalogue lists may be
 * kept by shared caches (a CDN) for 30 s while browsers revalidate each time; anything read with a token is private; the rest is
 * revalidated on each use. The answers differ by token and language, hence Vary.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || reply.getHeader('cache-control'))
      return payload;
    // Compression adds Accept-Encoding.
    reply.header('Vary', 'Authorization, Accept-Language');
    if (reply.statusCode >= 400) {
      reply.header('Cache-Control', 'no-store');
    } else if (request.headers.authorization) {
      reply.header('Cache-Control', 'private, no-cache');
    } else if (isSharedRead(request.url)) {
      reply.header('Cache-Control', 'public, max-age=0, s-maxage=30');
    } else {
      reply.header('Cache-Control', 'no-cache');
    }
    return payload;
  });
});
