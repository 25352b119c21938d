import {
  ZAdminDecisionPage,
  ZAdminOverview,
  ZAdminPageQuery,
  ZAdminPayoutPage,
  ZAdminSalesReport,
  ZSalesReportQuery,
} from '@vitrina/shared/dashboards/admin.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/csv';
import { errorResponses, ZText } from '../../lib/route-schemas';

/** The admin's reports: the overview, the decisions log, sales (and their CSV), payouts. Admins only. */
export async function adminReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = app.services.adminReports;
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
    async () => reports.overview(),
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
