import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationState, pingDatabase } from '../../db/client';

const ZReadiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'behind', 'unknown']),
    workers: z.enum(['ok', 'not_started']),
  }),
  /** What is not ready, by name (empty when ready). */
  notReady: z.array(z.string()),
});

/**
 * The load balancer's probes, apart from the API's `/api/health`: liveness answers while the
 * process runs (no dependency), readiness when it can serve (database answering, migrations of
 * this code applied, workers started). Neither is authenticated, cached nor rate-limited.
 */
export async function healthProbeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getLiveness',
        // For the load balancer, not the product's API: left out of its document (the README has them).
        hide: true,
        summary: 'Liveness: answers while the process runs',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        // For the load balancer, not the product's API: left out of its document (the README has them).
        hide: true,
        summary: 'Readiness: the database answers, its migrations are current and the workers run',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (request, reply) => {
      const { db } = app.deps;
      let database: 'ok' | 'unreachable' = 'ok';
      let migrations: 'ok' | 'behind' | 'unknown' = 'unknown';
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        database = 'unreachable';
      }
      if (database === 'ok') {
        try {
          migrations = (await migrationState(db)).current ? 'ok' : 'behind';
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: the applied migrations cannot be read');
        }
      }
      const checks = {
        database,
        migrations,
        workers: app.readiness.workersStarted ? ('ok' as const) : ('not_started' as const),
      };
      const notReady = Object.entries(checks)
        .filter(([, value]) => value !== 'ok')
        .map(([name]) => name);
      reply.header('cache-control', 'no-store');
      return reply
        .status(notReady.length ? 503 : 200)
        .send({ status: notReady.length ? 'not_ready' : 'ready', checks, notReady });
    },
  );
}
