import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Public settings the web app needs (product name, platform commission, currency). */
export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ productName: z.string(), commissionRate: z.number(), currency: z.literal('USD') }),
        },
      },
    },
    async () => ({
      productName: app.deps.config.PRODUCT_NAME,
      commissionRate: app.deps.config.COMMISSION_RATE,
      currency: 'USD' as const,
    }),
  );
}
