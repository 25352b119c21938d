import {
  ZAdminRefundPage,
  ZAdminRefundsQuery,
  ZDeveloperRefunds,
  ZPurchaseRefund,
  ZRefund,
  ZRefundCommentBody,
  ZRefundDecisionBody,
  ZRefundRequestBody,
} from '@vitrina/shared/payments/refund.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

const actorOf = (request: FastifyRequest) => {
  const { user } = requireAuth(request);
  return { id: user.id, role: user.role };
};
const lang = (request: FastifyRequest) => request.headers['accept-language'];

/** Refunds: the buyer's request, the developer's comment, the admin's queue and decisions. */
export async function refundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { refunds: service, refundAdmin: admin } = app.services;

  app.post(
    '/api/project/:id/refund-request',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['refunds'],
        operationId: 'requestRefund',
        summary: 'Ask for a refund of a purchased app',
        description:
          "The buyer asks for a full refund of their purchase of the app, with a reason, within REFUND_WINDOW_DAYS of the sale. One request under way per purchase; none again after a refusal. 404 when the caller has no purchase of the app; a free app's claim is REFUND_NOT_APPLICABLE.",
        params: ZIdParam,
        body: ZRefundRequestBody,
        response: { 201: ZPurchaseRefund, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.request(actorOf(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/api/developer/me/refunds',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['refunds'],
        operationId: 'listDeveloperRefunds',
        summary: "List the refunds on the signed-in developer's apps",
        description:
          "Refunds asked for or made on the signed-in developer's apps, newest first (buyers' e-mails left out).",
        response: { 200: ZDeveloperRefunds, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.listForDeveloper(actorOf(request), lang(request)),
  );

  app.put(
    '/api/refunds/:id/developer-comment',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['refunds'],
        operationId: 'commentRefund',
        summary: 'Comment on a refund request of one of your apps',
        description:
          "The app's developer gives the admin their word on a refund request while it waits for a decision (REFUND_ALREADY_DECIDED after). Someone else's refund does not exist for the caller (404).",
        params: ZUuidParam,
        body: ZRefundCommentBody,
        response: { 200: ZRefund, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.comment(actorOf(request), request.params.id, request.body.comment, lang(request)),
  );

  app.get(
    '/api/admin/refunds',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        operationId: 'listAdminRefunds',
        summary: 'List refunds (admin)',
        description:
          'Refunds in a state (`open` = REQUESTED, APPROVED and PENDING, the default; `all`; or one state), newest first, with how many wait for a decision.',
        querystring: ZAdminRefundsQuery,
        response: { 200: ZAdminRefundPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.list(request.query, lang(request)),
  );

  app.post(
    '/api/admin/refunds/:id/approve',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        operationId: 'approveRefund',
        summary: 'Approve a refund request: the sale is refunded in full through the provider',
        description:
          'Approves a waiting refund and asks the provider to refund the sale in full, once (concurrent or repeated approvals make one provider refund). Answers the refund as it stands: COMPLETED, PENDING (the provider still holds it), APPROVED (the provider has not answered yet: settled in the background) or FAILED with the reason.',
        params: ZUuidParam,
        response: { 200: ZRefund, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.approve(actorOf(request), request.params.id, lang(request)),
  );

  app.post(
    '/api/admin/refunds/:id/reject',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        operationId: 'rejectRefund',
        summary: 'Refuse a refund request, with a reason the buyer reads',
        params: ZUuidParam,
        body: ZRefundDecisionBody,
        response: { 200: ZRefund, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.reject(actorOf(request), request.params.id, request.body.reason, lang(request)),
  );

  app.post(
    '/api/admin/sales/:id/refund',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['refunds'],
        operationId: 'refundSale',
        summary: 'Refund a sale (admin), whatever its age',
        description:
          "Refunds a sale in full, with the admin's reason (a dispute): its waiting request is approved, a refund under way is answered as it stands, otherwise one is started. SALE_ALREADY_REFUNDED when it was refunded.",
        params: ZUuidParam,
        body: ZRefundDecisionBody,
        response: { 200: ZRefund, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      admin.refundSale(actorOf(request), request.params.id, request.body.reason, lang(request)),
  );
}
