import {
  ZAppVersionList,
  ZBuild,
  ZBuildDetail,
  ZBuildList,
  ZCreateBuildBody,
  ZPendingBuildList,
  ZRejectBuildBody,
  ZUpdateReleaseNotesBody,
  ZWithdrawBuildBody,
} from '@vitrina/shared/builds/build.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth, viewerOf } from '../../plugins/auth';

export async function buildRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.builds;
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };

  app.get(
    '/api/project/:id/builds',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags: ['builds'],
        operationId: 'listProjectBuilds',
        summary: "List a project's hosted builds, newest first",
        description:
          'Its developer and admins: every build with its source, commit, progress, failure and review.',
        params: ZIdParam,
        response: { 200: ZBuildList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.list(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/project/:id/builds',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags: ['builds'],
        operationId: 'createProjectBuild',
        summary: "Add a build from the project's repository (imported in the background)",
        description:
          "From a release's .zip asset or from a folder of the repository at a branch, tag or commit. The build is queued; its progress and result are read from the build list. One import at a time per project.",
        params: ZIdParam,
        body: ZCreateBuildBody,
        response: { 202: ZBuild, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const build = await service.create(request.params.id, actorOf(request), request.body);
      return reply.status(202).send(build);
    },
  );

  app.put(
    '/api/builds/:id/release-notes',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags: ['builds'],
        operationId: 'updateBuildReleaseNotes',
        summary: "Rewrite a version's release notes, until it is approved",
        description:
          "Plain text with line breaks and links, at most 5,000 characters; null or '' clears them. The project's developer and admins; 409 BUILD_NOTES_LOCKED once the version is approved.",
        params: ZUuidParam,
        body: ZUpdateReleaseNotesBody,
        response: { 200: ZBuild, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateReleaseNotes(request.params.id, actorOf(request), request.body.releaseNotes),
  );

  app.get(
    '/api/project/:id/versions',
    {
      config: { access: 'public', optionalAuth: true },
      schema: {
        tags: ['builds'],
        operationId: 'listAppVersions',
        summary: "List an app's approved versions with their release notes, newest first",
        description:
          "Whoever may see the app's page: each approved version (withdrawn ones left out) with when it was approved, its notes and whether it is the current one; at most 100, with the total.",
        params: ZIdParam,
        response: { 200: ZAppVersionList, ...errorResponses(404) },
      },
    },
    async (request) => service.versions(request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/builds/:id',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags: ['builds'],
        operationId: 'getBuild',
        summary: 'Read one build with its file list',
        params: ZUuidParam,
        response: { 200: ZBuildDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(request.params.id, actorOf(request)),
  );

  app.get(
    '/api/admin/builds',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listBuildsAwaitingReview',
        summary: 'List the builds waiting for review, oldest first',
        response: { 200: ZPendingBuildList, ...errorResponses(401, 403) },
      },
    },
    async () => service.listPendingReview(),
  );

  app.post(
    '/api/admin/builds/:id/approve',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'approveBuild',
        summary: "Approve a build: it becomes the app's current build",
        description: 'The switch is atomic. A newer approved build already current stays current.',
        params: ZUuidParam,
        response: { 200: ZBuildDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.approve(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/builds/:id/withdraw',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'withdrawBuild',
        summary: 'Withdraw an approved version (a security reason), with a reason its developer reads',
        description:
          'It can no longer be opened nor made current; when it was current, the newest version still approved becomes current (or none). Its files are kept. 409 BUILD_NOT_WITHDRAWABLE unless it is approved and not withdrawn.',
        params: ZUuidParam,
        body: ZWithdrawBuildBody,
        response: { 200: ZBuildDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.withdraw(request.params.id, actorOf(request), request.body.reason),
  );

  app.post(
    '/api/admin/builds/:id/reject',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'rejectBuild',
        summary: 'Reject a build, with a note the developer reads',
        params: ZUuidParam,
        body: ZRejectBuildBody,
        response: { 200: ZBuildDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.reject(request.params.id, actorOf(request), request.body.note),
  );
}
