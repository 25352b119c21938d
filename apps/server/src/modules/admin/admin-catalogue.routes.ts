import {
  ZAdminDeletionRequest,
  ZAdminProjectPage,
  ZAdminProjectQuery,
  ZDeletionDecision,
  ZDeletionRequestQuery,
} from '@vitrina/shared/dashboards/admin.schemas';
import {
  ZAdminRevision,
  ZRevisionDecision,
  ZRevisionOutcome,
} from '@vitrina/shared/projects/project-revision.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The admin's calls about the catalogue: every project for review, published apps' changes, deletion requests. Admins only. */
export async function adminCatalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { adminCatalogue: service, projectRevisions: revisions } = app.services;
  const adminId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get(
    '/api/admin/projects',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listAdminProjects',
        summary: 'List every project, any status, for review',
        description:
          'Every project, any status, newest change first; filter by status, search by name or developer.',
        querystring: ZAdminProjectQuery,
        response: { 200: ZAdminProjectPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listProjects(request.query),
  );

  app.get(
    '/api/admin/deletion-requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listDeletionRequests',
        summary: "List the developers' deletion requests",
        querystring: ZDeletionRequestQuery,
        response: { 200: z.array(ZAdminDeletionRequest), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listDeletionRequests(request.query.status),
  );

  app.put(
    '/api/admin/deletion-requests/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'decideDeletionRequest',
        summary: 'Accept or refuse a deletion request',
        description: 'ACCEPT suspends the project (buyers keep access); REFUSE keeps it and needs a note.',
        params: ZUuidParam,
        body: ZDeletionDecision,
        response: { 200: ZAdminDeletionRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.decideDeletion(adminId(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/revisions',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listProjectRevisions',
        summary: "List published apps' changes waiting for review",
        description:
          'Changes of published apps waiting for a decision, oldest first (at most 200), each with only the fields it changes: the live value and the proposed one.',
        response: { 200: z.array(ZAdminRevision), ...errorResponses(401, 403) },
      },
    },
    async () => revisions.listPending(),
  );

  app.put(
    '/api/admin/revisions/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'decideProjectRevision',
        summary: "Approve or refuse a published app's changes",
        description:
          'APPROVE applies the changes to the live app, which stays published; REFUSE keeps the live version and needs a reason (10 to 1000 characters) the developer reads.',
        params: ZUuidParam,
        body: ZRevisionDecision,
        response: { 200: ZRevisionOutcome, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => revisions.decide(adminId(request), request.params.id, request.body),
  );
}
