import { ZAnalyticsQuery } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { ZReferralSources } from '@vitrina/shared/referrals/referral.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/csv';
import { errorResponses, ZText } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The developer analytics' referral sources: always the signed-in developer's own figures. */
export async function referralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.referrals;
  const me = (request: FastifyRequest) => requireAuth(request).user;

  app.get(
    '/api/developer/me/analytics/sources',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'getDeveloperReferralSources',
        summary: "Read the signed-in developer's visits and sales per referral source",
        description:
          'Per referral source (`?ref=`) over the last days: visits to the developer’s pages, sales, revenue and conversion, most sales first; then the sales that came with no source.',
        querystring: ZAnalyticsQuery,
        response: { 200: ZReferralSources, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.sources(me(request).id, request.query.days),
  );

  app.get(
    '/api/developer/me/analytics/sources.csv',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'downloadDeveloperReferralSourcesCsv',
        summary: "Download the signed-in developer's referral sources as CSV",
        description: 'The same rows as the sources table, as CSV (UTF-8 with BOM) for a spreadsheet.',
        querystring: ZAnalyticsQuery,
        response: {
          200: { description: 'The CSV file.', content: { 'text/csv': { schema: ZText } } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await service.sourcesCsv(
        me(request).id,
        request.query.days,
        request.headers['accept-language'],
      );
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`fuentes-${day}.csv`))
        .send(csv);
    },
  );
}
