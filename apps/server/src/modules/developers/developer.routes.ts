import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';

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
