import { ZLaunch } from '@vitrina/shared/builds/build.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    '/api/project/:id/versions/:buildId/launch',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'launchAppVersion',
        summary: 'Get the address that opens an earlier approved version of an app on its own origin',
        description:
          "For a person who may open the app (its buyer, its developer or an admin; anyone for a free app). The version is pinned in that browser's app session until the app is opened again; the origin is the app's own, so its saved data is the same in every version. A launch token that works once, within 60 seconds. 404 when the build is no approved version of this app (or was withdrawn); 403 for someone who may not open the app.",
        params: ZIdParam.extend({ buildId: z.uuid() }),
        response: { 200: ZLaunch, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return service.launchVersion(
        { id: user.id, role: user.role },
        request.params.id,
        request.params.buildId,
      );
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
