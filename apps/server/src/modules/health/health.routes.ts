import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Check that the server and its database answer',
        response: { 200: z.object({ status: z.literal('ok'), product: z.string() }) },
      },
    },
    async () => {
      await pingDatabase(app.deps.db);
      return { status: 'ok' as const, product: app.deps.config.PRODUCT_NAME };
    },
  );
}
