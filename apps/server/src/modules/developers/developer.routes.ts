import { ZDeveloperProfile, ZMyCommission } from '@vitrina/shared/developers/developer.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth, viewerOf } from '../../plugins/auth';

export async function developerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.developerProfile;

  app.get(
    '/api/developer/me/commission',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'getMyCommission',
        summary: "Read the commission rate of the signed-in developer's sales",
        description:
          "The commission rate that applies to the signed-in developer's sales (projects may have their own, set by an admin).",
        response: {
          200: ZMyCommission,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => service.myCommission(requireAuth(request).user),
  );

  app.get(
    '/api/developer/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['developers'],
        operationId: 'getDeveloperProfile',
        summary: "Read a developer's public profile",
        description: "A developer's public profile (for the developer's apps page).",
        params: ZUuidParam,
        response: { 200: ZDeveloperProfile, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.publicProfile(viewerOf(request), request.params.id),
  );
}
