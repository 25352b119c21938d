import {
  ZAdminUser,
  ZAdminUserPage,
  ZAdminUserQuery,
  ZAdminUserUpdate,
} from '@vitrina/shared/dashboards/admin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** The admin's calls about accounts: the list, and a developer's terms. Admins only. */
export async function adminAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.adminAccounts;

  app.get(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listAdminUsers',
        summary: 'List the accounts, filtered by role or searched',
        querystring: ZAdminUserQuery,
        response: { 200: ZAdminUserPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listUsers(request.query),
  );

  app.put(
    '/api/admin/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'updateAdminUser',
        summary: "Set a developer's verified flag, internal flag or commission rate",
        description:
          "Sets a developer's verified flag, internal flag or own commission rate (null = the platform's).",
        params: ZUuidParam,
        body: ZAdminUserUpdate,
        response: { 200: ZAdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateUser(requireAuth(request).user, request.params.id, request.body),
  );
}
