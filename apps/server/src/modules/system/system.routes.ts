import {
  ZStuckActionResult,
  ZStuckGiveUpInput,
  ZStuckItemParams,
  ZStuckList,
  ZSystemOverview,
} from '@vitrina/shared/system/system.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import { createSystemAccess } from '../access';

/** The admin's system tab: the workers, the stuck work, and the actions on it. Admins only. */
export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const system = app.services.system;
  const access = createSystemAccess();
  const admin = (request: Parameters<typeof requireAuth>[0], action: 'read' | 'act') => {
    const { user } = requireAuth(request);
    access.authorize(user, action);
    return user;
  };

  app.get(
    '/api/admin/system',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'getSystemOverview',
        summary: "Read the background workers' figures",
        description:
          'Per worker: its queue depth, the age of its oldest item, its failures in the last 24 hours; and how many items are stuck.',
        response: { 200: ZSystemOverview, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      admin(request, 'read');
      return system.overview();
    },
  );

  app.get(
    '/api/admin/system/stuck',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listStuckWork',
        summary: 'List the work that needs a person',
        description:
          'Mails that gave up, refunds and GitHub checks no longer asked about or under way for more than a day, imports cut off or failed by GitHub: each with since when, its last error and the actions allowed.',
        response: { 200: ZStuckList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      admin(request, 'read');
      return system.stuck();
    },
  );

  const itemErrors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    '/api/admin/system/stuck/:kind/:id/retry',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'retryStuckWork',
        summary: 'Retry a stuck item now',
        description:
          'Queues the item again now (its bound counted afresh). Audited; a repeat changes nothing.',
        params: ZStuckItemParams,
        response: { 200: ZStuckActionResult, ...itemErrors },
      },
    },
    async (request) => {
      const user = admin(request, 'act');
      return system.act({ actorId: user.id, ...request.params, action: 'retry' });
    },
  );

  app.post(
    '/api/admin/system/stuck/:kind/:id/give-up',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'giveUpStuckWork',
        summary: 'Give up on a stuck item, with a reason',
        description:
          'A refund becomes FAILED (GIVEN_UP); a GitHub check FAILED (given_up). The reason (1–500 characters) is audited; a repeat changes nothing.',
        params: ZStuckItemParams,
        body: ZStuckGiveUpInput,
        response: { 200: ZStuckActionResult, ...itemErrors },
      },
    },
    async (request) => {
      const user = admin(request, 'act');
      return system.act({
        actorId: user.id,
        ...request.params,
        action: 'give_up',
        reason: request.body.reason,
      });
    },
  );

  app.post(
    '/api/admin/system/stuck/:kind/:id/handled',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'markStuckWorkHandled',
        summary: 'Mark a stuck item as handled',
        description:
          'A mail that gave up or a failed import leaves the list (handled by hand). Audited; a repeat changes nothing.',
        params: ZStuckItemParams,
        response: { 200: ZStuckActionResult, ...itemErrors },
      },
    },
    async (request) => {
      const user = admin(request, 'act');
      return system.act({ actorId: user.id, ...request.params, action: 'handled' });
    },
  );
}
