import { ZPublicConfig } from '@vitrina/shared/config/public-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Public settings the web app needs (product name, platform commission, currency, payment provider). */
export async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getPublicConfig',
        summary: 'Read the public settings: product name, commission, currency, payment provider',
        response: {
          200: ZPublicConfig,
        },
      },
    },
    async () => ({
      productName: app.deps.config.PRODUCT_NAME,
      commissionRate: app.deps.config.COMMISSION_RATE,
      currency: 'USD' as const,
      payments: {
        provider: app.deps.config.PAYMENT_PROVIDER,
        // The client id is public by design (PayPal's JS SDK puts it in the page); the secret never leaves the server.
        paypalClientId:
          app.deps.config.PAYMENT_PROVIDER === 'paypal' ? (app.deps.config.PAYPAL_CLIENT_ID ?? null) : null,
        currency: 'USD' as const,
      },
    }),
  );
}
