import { translateMessage } from '@vitrina/shared/i18n/messages';
import {
  ZCategoryCounts,
  ZDeveloperProject,
  ZProject,
  ZProjectListQuery,
  ZProjectPage,
} from '@vitrina/shared/projects/project.responses';
import {
  ZDeletionRequest,
  ZProjectInput,
  ZProjectStatusChange,
} from '@vitrina/shared/projects/project.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPrefetch } from '../../lib/request-kinds';
import { errorResponses, ZIdParam, ZNoContent } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { requireAuth, viewerOf } from '../../plugins/auth';

export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.projects;
  const tags = ['projects'];

  app.post(
    '/api/project/create',
    {
      config: { access: ['developer'], forbiddenMessage: 'project.developerOnly' },
      schema: {
        tags,
        operationId: 'createProject',
        summary: 'Create a project; it waits for review',
        body: ZProjectInput,
        response: { 201: ZProject, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const project = await service.create({ id: user.id, role: user.role }, request.body);
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/api/project/simplified',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listStoreProjects',
        summary: "List or search the store's published apps, a page at a time",
        querystring: ZProjectListQuery,
        response: { 200: ZProjectPage, ...errorResponses(400) },
      },
    },
    async (request) => service.listStore(request.query),
  );

  app.get(
    '/api/project/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'listCategoryCounts',
        summary: 'Count the published apps of each category, and the free ones',
        response: { 200: ZCategoryCounts },
      },
    },
    async () => service.categoryCounts(),
  );

  app.get(
    '/api/project/all',
    {
      config: { access: 'public', optionalAuth: true },
      schema: {
        tags,
        operationId: 'listAllProjects',
        summary: 'List projects with their status and developer, a page at a time',
        description: 'Published projects for everyone; every project, any status, for an admin.',
        querystring: ZProjectListQuery.pick({ page: true }).extend({
          size: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: {
          200: z.object({
            content: z.array(ZDeveloperProject),
            currentPage: z.number(),
            totalPages: z.number(),
            totalElements: z.number(),
            hasNext: z.boolean(),
          }),
        },
      },
    },
    async (request) => service.listAll(viewerOf(request), request.query.page, request.query.size),
  );

  app.get(
    '/api/project/developer/:id',
    {
      config: { access: 'public', optionalAuth: true },
      schema: {
        tags,
        operationId: 'listDeveloperProjects',
        summary: "List a developer's projects",
        description:
          "A developer's projects: published ones for everyone, all of them for the developer and admins.",
        params: ZIdParam,
        response: { 200: z.array(ZDeveloperProject), ...errorResponses(404) },
      },
    },
    async (request) => (await service.listByDeveloper(request.params.id, viewerOf(request))).projects,
  );

  app.get(
    '/api/project/:id',
    {
      config: { access: 'public', optionalAuth: true },
      schema: {
        tags,
        operationId: 'getProject',
        summary: 'Read an app page by id or slug (counts a view)',
        description:
          "Published apps for everyone; its developer and admins see it in any status, and buyers a suspended app they bought. A paid app's address (demoUrl) is sent only to its buyers, its developer and admins.",
        params: ZIdParam,
        response: { 200: ZProject, ...errorResponses(404) },
      },
    },
    async (request) => {
      return service.getDetail(request.params.id, viewerOf(request), { prefetch: isPrefetch(request) });
    },
  );

  app.post(
    '/api/project/:id/view',
    {
      config: { access: 'public', optionalAuth: true },
      schema: {
        tags,
        operationId: 'recordProjectView',
        summary: 'Count a view of an app page shown from the browser cache',
        description:
          'Counts a view of an app page the browser showed from its cache (the detail call counts its own).',
        params: ZIdParam,
        response: { 204: ZNoContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.recordView(request.params.id, viewerOf(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/project/:id',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags,
        operationId: 'updateProject',
        summary: 'Edit a project, or change its status',
        description:
          "With the project fields: an edit by the owner or an admin. The owner's edit of a published app waits for review as its pending revision (pendingRevision) while the published version stays in the store; of any other app it goes back to review. With only { status, reason?, observations? }: a status change (approve, reject with reason, suspend, resubmit).",
        params: ZIdParam,
        // The handler picks the schema by the body's fields; the document shows both.
        body: z.looseObject({}),
        documentedBody: {
          mediaType: 'application/json',
          schema: z.union([ZProjectInput, ZProjectStatusChange]),
        },
        response: { 200: ZProject, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const viewer = { id: user.id, role: user.role };
      const body = request.body as Record<string, unknown>;
      if ('status' in body && !('name' in body)) {
        return service.changeStatus(request.params.id, viewer, parseOrThrow(ZProjectStatusChange, body));
      }
      return service.update(request.params.id, viewer, parseOrThrow(ZProjectInput, body));
    },
  );

  app.delete(
    '/api/project/:id',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags,
        operationId: 'deleteProject',
        summary: 'Remove a project: it is suspended, and buyers keep it',
        description:
          'The developer delete: a free project without sales is suspended; a paid or sold one needs a deletion request.',
        params: ZIdParam,
        response: { 200: ZProject, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return service.remove(request.params.id, { id: user.id, role: user.role });
    },
  );

  app.post(
    '/api/project/:id/request-deletion',
    {
      config: { access: ['developer'] },
      schema: {
        tags,
        operationId: 'requestProjectDeletion',
        summary: 'Ask an admin to delete a paid or sold project',
        params: ZIdParam,
        body: ZDeletionRequest,
        response: {
          201: z.object({ requestId: z.string(), message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const created = await service.requestDeletion(
        request.params.id,
        { id: user.id, role: user.role },
        request.body.reason,
      );
      return reply.status(201).send({
        requestId: created?.id ?? '',
        message: translateMessage('project.deletionRequested', request.headers['accept-language']),
      });
    },
  );
}
