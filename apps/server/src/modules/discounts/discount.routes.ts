import {
  ZDiscountCode,
  ZDiscountCodeCreate,
  ZDiscountCodeList,
  ZDiscountCodeUpdate,
  ZPriceQuote,
  ZPriceQuoteRequest,
} from '@vitrina/shared/payments/discount.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth, viewerOf } from '../../plugins/auth';

/** Discount codes: a developer's own, and the price a buyer would pay with one. */
export async function discountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { discounts: service } = app.services;
  const me = (request: FastifyRequest) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };

  app.get(
    '/api/developer/me/discount-codes',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'listDiscountCodes',
        summary: "List the signed-in developer's discount codes",
        description:
          'Every code, newest first, with where it stands now, its uses (purchases made with it, free ones included), the orders holding a use, and the sales it brought (refunded ones left out).',
        response: { 200: ZDiscountCodeList, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.list(me(request).id),
  );

  app.post(
    '/api/developer/me/discount-codes',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'createDiscountCode',
        summary: 'Make a discount code',
        description:
          'A code (4–32 letters or digits, unique per developer in any case) for one of the developer’s apps or all of them: a percent (1–100) or a fixed amount off, with an optional start, end and maximum number of uses.',
        body: ZDiscountCodeCreate,
        response: { 201: ZDiscountCode, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(me(request), request.body)),
  );

  app.patch(
    '/api/developer/me/discount-codes/:id',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'updateDiscountCode',
        summary: 'Pause, resume or change a discount code',
        description:
          'Pauses or resumes the code, moves its end, changes its maximum number of uses, or whether the store shows it. Orders made with it keep their price.',
        params: ZUuidParam,
        body: ZDiscountCodeUpdate,
        response: { 200: ZDiscountCode, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(me(request), request.params.id, request.body),
  );

  app.post(
    '/api/payments/quote',
    {
      config: { access: 'public', optionalAuth: true },
      schema: {
        tags: ['payments'],
        operationId: 'quotePrice',
        summary: 'The price of an app, with a discount code',
        description:
          'What the buyer would pay: the list price, or with a code the price after it, reckoned by the server (the order is made at this price). A code that does not apply is refused with its reason on the `code` field.',
        body: ZPriceQuoteRequest,
        response: { 200: ZPriceQuote, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.quote(viewerOf(request), request.body),
  );
}
