import {
  ZAnalyticsQuery,
  ZDeveloperAnalytics,
  ZDeveloperOverview,
  ZDeveloperSales,
} from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/csv';
import { errorResponses, ZText } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The developer dashboard's calls: always the signed-in developer's own figures. */
export async function developerDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.developerDashboard;
  const me = (request: FastifyRequest) => requireAuth(request).user;

  app.get(
    '/api/developer/me/overview',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'getDeveloperOverview',
        summary: "Read the signed-in developer's dashboard figures",
        description: "The signed-in developer's apps by status, views, sales, earnings, payouts and rate.",
        response: { 200: ZDeveloperOverview, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.overview(me(request)),
  );

  app.get(
    '/api/developer/me/analytics',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'getDeveloperAnalytics',
        summary: "Read the signed-in developer's views, sales and revenue over the last days",
        description:
          'Views, sales and revenue per day (UTC, every day of the range) and per app, with conversion.',
        querystring: ZAnalyticsQuery,
        response: { 200: ZDeveloperAnalytics, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.analytics(me(request).id, request.query.days),
  );

  app.get(
    '/api/developer/me/analytics.csv',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'downloadDeveloperAnalyticsCsv',
        summary: "Download the signed-in developer's analytics as CSV",
        description: 'One row per day and app with any activity, as CSV (UTF-8 with BOM) for a spreadsheet.',
        querystring: ZAnalyticsQuery,
        response: {
          200: { description: 'The CSV file.', content: { 'text/csv': { schema: ZText } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await service.analyticsCsv(
        me(request).id,
        request.query.days,
        request.headers['accept-language'],
      );
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`analitica-${day}.csv`))
        .send(csv);
    },
  );

  app.get(
    '/api/developer/me/sales',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'listDeveloperSales',
        summary: "List the signed-in developer's sales",
        description: "The developer's sales: amount, commission, net, and whether each was paid out.",
        response: { 200: ZDeveloperSales, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.sales(me(request).id),
  );
}
