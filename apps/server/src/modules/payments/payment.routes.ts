import { translateMessage } from '@vitrina/shared/i18n/messages';
import {
  ZCaptureOrderRequest,
  ZCaptureOrderResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZMerchantIdResponse,
  ZOrderStatusResponse,
  ZPayoutResponse,
  ZPendingPayment,
  ZProjectSaleRequest,
  ZPurchasedResponse,
  ZPurchaseRequest,
  ZPurchaseResponse,
  ZSaleRecord,
} from '@vitrina/shared/payments/payment.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import { referralCookieValue } from '../referrals';

const ZOrderParam = z.object({ orderId: z.string().trim().min(1).max(200) });

const actorOf = (request: FastifyRequest) => {
  const { user } = requireAuth(request);
  return { id: user.id, role: user.role };
};

export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments: service, payouts } = app.services;
  const lang = (request: FastifyRequest) => request.headers['accept-language'];

  app.post(
    '/api/payments/orders',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'createPaymentOrder',
        summary: 'Create a payment order for a paid app',
        description:
          "Creates a payment order with the provider for a published paid app. The amount is the app's price in the database; the browser only names the app.",
        body: ZCreateOrderRequest,
        response: { 201: ZCreateOrderResponse, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.createOrder(actorOf(request), request.body, {
          // The first-party referral cookie the browser sends with the same-origin call.
          cookie: referralCookieValue(request.headers.cookie),
        }),
      ),
  );

  app.post(
    '/api/payments/orders/:orderId/capture',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'capturePaymentOrder',
        summary: 'Capture a payment order: the sale is recorded and the app is unlocked',
        description:
          'Captures the order with the provider and, when it confirms the payment, records the sale and grants access: exactly once per order, also for concurrent or repeated calls. In the sandbox, the capture approves the order itself.',
        params: ZOrderParam,
        body: ZCaptureOrderRequest,
        response: { 200: ZCaptureOrderResponse, ...errorResponses(400, 401, 402, 403, 404, 409, 502) },
      },
    },
    async (request) =>
      service.captureOrder(actorOf(request), request.params.orderId, { simulate: request.body?.simulate }),
  );

  app.get(
    '/api/payments/orders/:orderId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'getPaymentOrder',
        summary: "Read a payment order's state",
        description: "An order's state, for the payment result page. Only the buyer (or an admin) sees it.",
        params: ZOrderParam,
        response: { 200: ZOrderStatusResponse, ...errorResponses(401, 404, 502) },
      },
    },
    async (request) => service.getOrderStatus(actorOf(request), request.params.orderId),
  );

  app.post(
    '/api/project-sale',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'registerSale',
        summary: "Read back the sale of the caller's captured order",
        description:
          "Sale registration, kept for existing clients. The sale is the captured order's (named by orderId or saleId); amounts in the body are ignored. An uncaptured order or someone else's is refused.",
        body: ZProjectSaleRequest,
        response: { 200: ZSaleRecord, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => service.registerSale(actorOf(request), request.body),
  );

  app.post(
    '/api/project/purchase/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'purchaseProject',
        summary: 'Claim a free app, or confirm the purchase of a paid one',
        description:
          'Gives access to an app: a free app is claimed; a paid app needs the id of an order whose payment the provider confirmed.',
        params: ZIdParam,
        body: ZPurchaseRequest,
        response: { 200: ZPurchaseResponse, ...errorResponses(400, 401, 402, 404, 409, 502) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.purchase(actorOf(request), request.params.id, request.body)),
      message: translateMessage('payment.purchaseRegistered', lang(request)),
    }),
  );

  app.get(
    '/api/user/purchased',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'listPurchases',
        summary: "List the signed-in person's purchases",
        description:
          "The signed-in person's purchases (completed) and payments the provider still holds (pending).",
        response: { 200: ZPurchasedResponse, ...errorResponses(401) },
      },
    },
    async (request) => service.listPurchased(actorOf(request).id, lang(request)),
  );

  app.get(
    '/api/developer/:id/paypalMerchantId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['payments'],
        operationId: 'getDeveloperMerchantId',
        summary: "Read a developer's PayPal merchant id",
        params: ZIdParam,
        response: { 200: ZMerchantIdResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.merchantIdOf(actorOf(request), request.params.id),
  );

  app.get(
    '/api/project-sale/pending-payments',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        operationId: 'listPendingPayments',
        summary: 'List the sales whose developer is still to be paid',
        description: 'Sales no payout settled yet and not refunded, oldest first.',
        response: { 200: z.array(ZPendingPayment), ...errorResponses(401, 403) },
      },
    },
    async () => payouts.listPendingPayments(),
  );

  app.put(
    '/api/project-sale/:id/pay',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['payments'],
        operationId: 'payDeveloperSale',
        summary: "Pay a sale's developer their balance",
        description:
          "Pays the sale's developer their positive balance through the provider, once: a developer payout that settles this sale with their other unpaid ones. NOTHING_OWED when the balance is not positive (a refund's debt is recovered first), SALE_ALREADY_PAID or SALE_ALREADY_REFUNDED for a settled sale.",
        params: ZIdParam,
        response: { 200: ZPayoutResponse, ...errorResponses(401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({
      ...(await payouts.paySale(actorOf(request), request.params.id)),
      message: translateMessage('payment.payoutDone', lang(request)),
    }),
  );
}
