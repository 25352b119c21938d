import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../lib/app-error';

/**
 * Rate limiting for the routes that declare `config.rateLimit` (per client address). Counters live in Redis when
 * REDIS_URL is set, so several server processes share them; in memory otherwise.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.deps.redis ? { redis: app.deps.redis, nameSpace: 'vitrina-rl-' } : {}),
    // No ban is configured, so every refusal is a 429; it says how long until the window ends.
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
});
