import { ZLaunch } from '@vitrina/shared/builds/build.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The main site's routes that open a hosted app on its own origin. */
export async function appLaunchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.appLaunch;
  const tags = ['hosted-apps'];

  app.post(
    '/api/project/:id/launch',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'launchProjectApp',
        summary: "Get the address that opens an app's current build on its own origin",
        description:
          "For a person who may open the app (a free app, its buyer, its developer or an admin). A paid app's address carries a launch token that works once, within 60 seconds, and leaves an app session in that browser; a free app's is its origin. 409 when the app has no published build.",
        params: ZIdParam,
        response: { 200: ZLaunch, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return service.launchProject({ id: user.id, role: user.role }, request.params.id);
    },
  );

  app.post(
    '/api/builds/:id/launch',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags,
        operationId: 'launchBuildPreview',
        summary: 'Get the address that opens one build of an app, for its developer or an admin',
        description:
          "Any READY build of the project (one waiting for review, say), pinned in that browser's app session. The address carries a launch token that works once, within 60 seconds. 404 for anyone but the project's developer and admins; 409 when the build is not READY.",
        params: ZUuidParam,
        response: { 200: ZLaunch, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return service.launchBuild({ id: user.id, role: user.role }, request.params.id);
    },
  );
}
