import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import { createDeveloperProfileService } from './developer-profile.service';

const ZDeveloperProfile = z.object({
  id: z.string(),
  name: z.string(),
  githubProfile: z.string().nullable(),
  isInternal: z.boolean(),
  verified: z.boolean(),
});

export async function developerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDeveloperProfileService(app.deps);

  app.get(
    '/api/developer/me/commission',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        description:
          "The commission rate that applies to the signed-in developer's sales (projects may have their own, set by an admin).",
        response: {
          200: z.object({ rate: z.number(), isInternal: z.boolean() }),
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
        description: "A developer's public profile (for the developer's apps page).",
        params: z.object({ id: z.uuid() }),
        response: { 200: ZDeveloperProfile, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.publicProfile(request.params.id),
  );
}
