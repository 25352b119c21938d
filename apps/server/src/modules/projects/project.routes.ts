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
import { errorResponses } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { requireAuth, viewerOf } from '../../plugins/auth';
import { createProjectService } from './project.service';

const ZIdParam = z.object({ id: z.string().min(1).max(200) });

export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createProjectService(app.deps);
  const tags = ['projects'];

  app.post(
    '/api/project/create',
    {
      config: { access: ['developer'], forbiddenMessage: 'project.developerOnly' },
      schema: {
        tags,
        body: ZProjectInput,
        response: { 201: ZProject, ...errorResponses(400, 401, 403, 502, 503) },
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
        querystring: ZProjectListQuery,
        response: { 200: ZProjectPage, ...errorResponses(400) },
      },
    },
    async (request) => service.listStore(request.query),
  );

  app.get(
    '/api/project/categories',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZCategoryCounts } } },
    async () => service.categoryCounts(),
  );

  app.get(
    '/api/project/all',
    {
      config: { access: 'public' },
      schema: {
        tags,
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
      config: { access: 'public' },
      schema: {
        tags,
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
      config: { access: 'public' },
      schema: { tags, params: ZIdParam, response: { 200: ZProject, ...errorResponses(404) } },
    },
    async (request) => {
      return service.getDetail(request.params.id, viewerOf(request), { prefetch: isPrefetch(request) });
    },
  );

  app.post(
    '/api/project/:id/view',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'Counts a view of an app page the browser showed from its cache (the detail call counts its own).',
        params: ZIdParam,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.recordView(request.params.id, viewerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/project/:id',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags,
        description:
          'With the project fields: an edit by the owner (back to review) or an admin. With only { status, reason?, observations? }: a status change (approve, reject with reason, suspend, resubmit).',
        params: ZIdParam,
        body: z.looseObject({}),
        response: { 200: ZProject, ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
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
