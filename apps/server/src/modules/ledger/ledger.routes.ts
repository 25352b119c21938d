import { translateMessage } from '@vitrina/shared/i18n/messages';
import {
  ZDeveloperBalances,
  ZDeveloperLedger,
  ZDeveloperPayoutResponse,
  ZLedgerQuery,
} from '@vitrina/shared/payments/ledger.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/csv';
import { errorResponses, ZText, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The developers' ledger: their own entries, and for admins every balance and the payouts. */
export async function ledgerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ledger: service, payouts } = app.services;
  const me = (request: FastifyRequest) => requireAuth(request).user;

  app.get(
    '/api/developer/me/ledger',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'getDeveloperLedger',
        summary: "Read the signed-in developer's ledger",
        description:
          'Sales (+net), refunds (−net) and payouts (−amount), newest first, each with the balance right after it; the balance, what the next payout would pay and what is owed.',
        querystring: ZLedgerQuery,
        response: { 200: ZDeveloperLedger, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.ledgerOf(me(request).id, request.query),
  );

  app.get(
    '/api/developer/me/ledger.csv',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'downloadDeveloperLedgerCsv',
        summary: "Download the signed-in developer's ledger as CSV",
        description:
          'Every entry, newest first (date, kind, app, amount, balance after, reference), as CSV (UTF-8 with BOM).',
        response: {
          200: { description: 'The CSV file.', content: { 'text/csv': { schema: ZText } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await service.ledgerCsv(me(request).id, request.headers['accept-language']);
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`movimientos-${day}.csv`))
        .send(csv);
    },
  );

  app.get(
    '/api/admin/balances',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listDeveloperBalances',
        summary: "List the developers' balances",
        description:
          'Developers with a balance, unsettled sales or a payout under way, largest payable first: what a payout would pay, what they owe, why they cannot be paid yet.',
        response: { 200: ZDeveloperBalances, ...errorResponses(401, 403) },
      },
    },
    async () => service.balances(),
  );

  app.get(
    '/api/admin/developers/:id/ledger',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'getAdminDeveloperLedger',
        summary: "Read a developer's ledger",
        description: "A developer's ledger, newest entries first, as the developer sees it.",
        params: ZUuidParam,
        querystring: ZLedgerQuery,
        response: { 200: ZDeveloperLedger, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.developerLedger(me(request), request.params.id, request.query),
  );

  app.post(
    '/api/admin/developers/:id/payout',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'payDeveloper',
        summary: 'Pay a developer their balance',
        description:
          "Pays the developer their positive balance through the provider, once (concurrent calls make one payout; a payout whose answer was lost is sent again with the same request id). It settles the developer's unpaid sales. NOTHING_OWED when the balance is not positive.",
        params: ZUuidParam,
        response: { 200: ZDeveloperPayoutResponse, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      const payout = await payouts.payDeveloper(me(request), request.params.id);
      return {
        payoutId: payout.id,
        developerId: payout.developerId,
        status: 'PAID' as const,
        amount: payout.amountCents / 100,
        salesSettled: payout.salesCount,
        reference: payout.reference ?? '',
        provider: payout.provider,
        paidAt: (payout.paidAt ?? payout.createdAt).toISOString(),
        message: translateMessage('payment.payoutDone', request.headers['accept-language']),
      };
    },
  );
}
