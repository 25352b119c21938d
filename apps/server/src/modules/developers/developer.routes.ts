import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { effectiveCommissionRate } from '../../lib/commission';
import { errorResponses } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

const ZDeveloperProfile = z.object({
  id: z.string(),
  name: z.string(),
  githubProfile: z.string().nullable(),
  isInternal: z.boolean(),
  verified: z.boolean(),
});

export async function developerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
    async (request) => {
      const { user } = requireAuth(request);
      return {
        rate: effectiveCommissionRate({
          platformRate: app.deps.config.COMMISSION_RATE,
          developerIsInternal: user.isInternal,
          developerRateBps: user.commissionRateBps,
          projectRateBps: null,
        }),
        isInternal: user.isInternal,
      };
    },
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
    async (request) => {
      const developer = await app.deps.db.query.users.findFirst({
        where: (u, { eq, and }) => and(eq(u.id, request.params.id), eq(u.role, 'developer')),
        columns: { id: true, name: true, githubProfile: true, isInternal: true, verified: true },
      });
      if (!developer) throw new AppError('NOT_FOUND', 404, 'error.notFound');
      return developer;
    },
  );
}
