import {
  ZAdminDecisionPage,
  ZAdminDeletionRequest,
  ZAdminOverview,
  ZAdminPageQuery,
  ZAdminPayoutPage,
  ZAdminProjectPage,
  ZAdminProjectQuery,
  ZAdminSalesReport,
  ZAdminUser,
  ZAdminUserPage,
  ZAdminUserQuery,
  ZAdminUserUpdate,
  ZDeletionDecision,
  ZDeletionRequestQuery,
  ZSalesReportQuery,
} from '@vitrina/shared/dashboards/admin.schemas';
import {
  ZAdminRevision,
  ZRevisionDecision,
  ZRevisionOutcome,
} from '@vitrina/shared/projects/project-revision.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/csv';
import { errorResponses, ZText, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The admin dashboard's calls: moderation, accounts, reports. Admins only. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { admin: service, adminReports: reports, projectRevisions: revisions } = app.services;
  const adminId = (request: FastifyRequest) => requireAuth(request).user.id;
  const lang = (request: FastifyRequest) => request.headers['accept-language'];

  app.get(
    '/api/admin/overview',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'getAdminOverview',
        summary: "Read the admin dashboard's counts",
        description:
          'Counts for the dashboard header and overview: projects by status, reviewed today, sales, users.',
        response: { 200: ZAdminOverview, ...errorResponses(401, 403) },
      },
    },
    async () => service.overview(),
  );

  app.get(
    '/api/admin/projects',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listAdminProjects',
        summary: 'List every project, any status, for review',
        description:
          'Every project, any status, newest change first; filter by status, search by name or developer.',
        querystring: ZAdminProjectQuery,
        response: { 200: ZAdminProjectPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listProjects(request.query),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listAdminUsers',
        summary: 'List the accounts, filtered by role or searched',
        querystring: ZAdminUserQuery,
        response: { 200: ZAdminUserPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listUsers(request.query),
  );

  app.put(
    '/api/admin/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'updateAdminUser',
        summary: "Set a developer's verified flag, internal flag or commission rate",
        description:
          "Sets a developer's verified flag, internal flag or own commission rate (null = the platform's).",
        params: ZUuidParam,
        body: ZAdminUserUpdate,
        response: { 200: ZAdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateUser(requireAuth(request).user, request.params.id, request.body),
  );

  app.get(
    '/api/admin/deletion-requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listDeletionRequests',
        summary: "List the developers' deletion requests",
        querystring: ZDeletionRequestQuery,
        response: { 200: z.array(ZAdminDeletionRequest), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listDeletionRequests(request.query.status),
  );

  app.put(
    '/api/admin/deletion-requests/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'decideDeletionRequest',
        summary: 'Accept or refuse a deletion request',
        description: 'ACCEPT suspends the project (buyers keep access); REFUSE keeps it and needs a note.',
        params: ZUuidParam,
        body: ZDeletionDecision,
        response: { 200: ZAdminDeletionRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.decideDeletion(adminId(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/revisions',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listProjectRevisions',
        summary: "List published apps' changes waiting for review",
        description:
          'Changes of published apps waiting for a decision, oldest first (at most 200), each with only the fields it changes: the live value and the proposed one.',
        response: { 200: z.array(ZAdminRevision), ...errorResponses(401, 403) },
      },
    },
    async () => revisions.listPending(),
  );

  app.put(
    '/api/admin/revisions/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'decideProjectRevision',
        summary: "Approve or refuse a published app's changes",
        description:
          'APPROVE applies the changes to the live app, which stays published; REFUSE keeps the live version and needs a reason (10 to 1000 characters) the developer reads.',
        params: ZUuidParam,
        body: ZRevisionDecision,
        response: { 200: ZRevisionOutcome, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => revisions.decide(adminId(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/decisions',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listDecisions',
        summary: 'List the moderation decisions',
        description: 'The moderation log: status changes and deletion decisions, newest first.',
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminDecisionPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reports.listDecisions(request.query.page, request.query.size),
  );

  app.get(
    '/api/admin/sales',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'getSalesReport',
        summary: 'Read the sales report of a range of days',
        description: 'Sales between from and to (UTC days, both included), newest first, with totals.',
        querystring: ZSalesReportQuery,
        response: { 200: ZAdminSalesReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reports.salesReport(request.query),
  );

  app.get(
    '/api/admin/sales.csv',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'downloadSalesCsv',
        summary: 'Download the sales report as CSV',
        description: 'The sales report as CSV (UTF-8 with BOM), every sale of the range.',
        querystring: ZSalesReportQuery.pick({ from: true, to: true }),
        response: {
          200: { description: 'The CSV file.', content: { 'text/csv': { schema: ZText } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await reports.salesCsv(request.query, lang(request));
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`ventas-${day}.csv`))
        .send(csv);
    },
  );

  app.get(
    '/api/admin/payouts',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listPayouts',
        summary: 'List the developer payouts made',
        description: 'Developer payouts made, newest first.',
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminPayoutPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reports.listPayouts(request.query.page, request.query.size),
  );
}
