import {
  ZWebhookDeliveryPage,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointList,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
  ZWebhookTestSent,
} from '@vitrina/shared/webhooks/webhook.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZNoContent, ZUuidParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

const BASE = '/api/developer/me/webhooks';

/** A developer's webhook endpoints: add, change, rotate, resume, delete, test, and the delivery log. */
export async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { webhooks: service } = app.services;
  const me = (request: FastifyRequest) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };
  const common = { tags: ['developers'] };

  app.get(
    BASE,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'listWebhookEndpoints',
        summary: "List the signed-in developer's webhook endpoints",
        description:
          'Every endpoint, oldest first, with its status, events and last delivery (never its secret).',
        response: { 200: ZWebhookEndpointList, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.list(me(request)),
  );

  app.post(
    BASE,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'createWebhookEndpoint',
        summary: 'Add a webhook endpoint',
        description:
          'An https address on the public internet (its host is resolved; loopback, private, link-local and metadata addresses are refused) and the events it gets; at most 5 per developer. The signing secret is in this answer only.',
        body: ZWebhookEndpointCreate,
        response: { 201: ZWebhookEndpointWithSecret, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(me(request), request.body)),
  );

  app.patch(
    `${BASE}/:id`,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'updateWebhookEndpoint',
        summary: "Change a webhook endpoint's address, events or description",
        description: 'A new address is checked as when the endpoint was added.',
        params: ZUuidParam,
        body: ZWebhookEndpointUpdate,
        response: { 200: ZWebhookEndpoint, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.update(me(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'deleteWebhookEndpoint',
        summary: 'Delete a webhook endpoint and its delivery log',
        params: ZUuidParam,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(me(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${BASE}/:id/rotate-secret`,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'rotateWebhookSecret',
        summary: "Rotate a webhook endpoint's signing secret",
        description:
          'A new secret, in this answer only. For 24 hours every delivery carries two `v1` signatures, the new secret’s and the old one’s; then the new one only.',
        params: ZUuidParam,
        response: { 200: ZWebhookEndpointWithSecret, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.rotateSecret(me(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/resume`,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'resumeWebhookEndpoint',
        summary: 'Resume a paused webhook endpoint',
        description: 'It gets events again from now on (those given up while it was paused are not sent).',
        params: ZUuidParam,
        response: { 200: ZWebhookEndpoint, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.resume(me(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/test`,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'sendWebhookTestEvent',
        summary: 'Send a test event to a webhook endpoint',
        description:
          'Queues a `webhook.test` event for this endpoint alone, signed like any other; the log shows how it went.',
        params: ZUuidParam,
        response: { 202: ZWebhookTestSent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(202).send(await service.sendTest(me(request), request.params.id)),
  );

  app.get(
    `${BASE}/:id/deliveries`,
    {
      config: { access: ['developer'] },
      schema: {
        ...common,
        operationId: 'listWebhookDeliveries',
        summary: "A webhook endpoint's delivery log",
        description:
          'Its deliveries, newest first: status, attempts, next retry, the last answer’s code and first 1 KB, or why there was none.',
        params: ZUuidParam,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZWebhookDeliveryPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.deliveries(me(request), request.params.id, request.query),
  );
}
