import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { nameSharedSchemas, tidyComponents } from './openapi-components';
import { createRouteTransform, describeResponses, markOptionalBodies } from './openapi-operations';

const TAGS = [
  { name: 'health', description: 'Liveness and the public settings the web app needs.' },
  { name: 'auth', description: 'Accounts: registration, sign-in, sessions, profile.' },
  { name: 'projects', description: 'The catalogue and the developers’ projects, their review and removal.' },
  { name: 'developers', description: 'Developer profiles and the developer dashboard.' },
  { name: 'engagement', description: 'Ratings and comments.' },
  { name: 'favorites', description: 'The signed-in person’s favourite apps.' },
  { name: 'payments', description: 'Orders, captures, purchases, sales and developer payouts.' },
  {
    name: 'refunds',
    description:
      "Refunds: the buyer's request, the developer's comment, the admin's decision and the provider's refund.",
  },
  { name: 'admin', description: 'The admin dashboard: moderation, accounts, reports.' },
  { name: 'custom-requests', description: 'Requests for a custom app, and their attachments.' },
  {
    name: 'builds',
    description:
      'Hosted builds: the static files of each app version, imported from its repository and reviewed.',
  },
  {
    name: 'notices',
    description: 'In-app notices, the e-mail settings, and the one-click unsubscribe of e-mails.',
  },
  { name: 'hosted-apps', description: 'Opening the apps Vitrina hosts, each on an origin of its own.' },
];

/**
 * The OpenAPI document is generated from the routes' zod schemas and served at /api/docs (JSON at
 * /api/docs/json): shared schemas become named components, and each operation's security and
 * common answers are derived from the route's declarations (see createRouteTransform).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  nameSharedSchemas();
  const { PUBLIC_URL, PRODUCT_NAME } = app.deps.config;
  const zodComponents = createJsonSchemaTransformObject({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'Marketplace for static web apps. Errors share one body: { error: { code, message, details? }, code, message, requestId }.',
        version: '1.0.0',
      },
      // Relative unless the public address is configured: the server that served the document.
      servers: [
        PUBLIC_URL
          ? { url: PUBLIC_URL.replace(/\/+$/, ''), description: 'This deployment' }
          : { url: '/', description: 'The server that serves this document' },
      ],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token that sign-in and registration answer with.',
          },
        },
      },
    },
    transform: createRouteTransform(),
    transformObject: (input) => markOptionalBodies(describeResponses(tidyComponents(zodComponents(input)))),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
