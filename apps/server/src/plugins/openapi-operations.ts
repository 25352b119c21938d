import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body as the document shows it, for a route whose handler reads the body itself
     * (a multipart form, or one of several shapes chosen by content). Fastify never validates it.
     */
    documentedBody?: { mediaType: string; schema: z.ZodType };
  }
}

type TJsonSchema = Record<string, unknown>;
type TTransformed = {
  body?: unknown;
  response?: Record<string, TJsonSchema>;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
};

const ERROR_BODY: TJsonSchema = { $ref: '#/components/schemas/ErrorBody' };
/** @fastify/swagger documents a response whose schema is of type null with no content. */
const NOT_MODIFIED: TJsonSchema = {
  type: 'null',
  description: 'Not modified: the copy named by If-None-Match is current (no body).',
};

/** What Fastify itself answers, before any hook, to a request that arrives while the server closes. */
const SHUTTING_DOWN: TJsonSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' }, statusCode: { const: 503 } },
  required: ['error', 'message', 'statusCode'],
};

/** Methods whose body Fastify reads (so a malformed, oversized or unknown one is refused). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The per-route part of the OpenAPI transform. Besides turning the zod schemas into JSON schemas,
 * it derives from the route's own declarations what every route answers alike, so a new route is
 * documented right without repeating it: who may call it (`config.access` → `security`), 304 for
 * conditional reads (every API read carries an ETag), 400 for input that fails validation or a
 * body that cannot be read, 401/403 from the access, 413/415 for bodies, 414 for path segments
 * over Fastify's limit, 429 from `config.rateLimit`, and 5XX. Statuses the service decides (404,
 * 409, 502...) are listed by the route itself.
 */
export function createRouteTransform(): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({});
  return (input) => {
    const schema = input.schema as FastifySchema | undefined;
    if (!schema || schema.hide) return zodTransform(input);
    const { route, url } = input;
    const method = [route.method].flat()[0]?.toUpperCase() ?? 'GET';
    if (!schema.operationId || !schema.summary)
      throw new Error(`${method} ${url}: a documented route names its operationId and summary`);

    const { documentedBody, ...zodSchema } = schema;
    const out = zodTransform({ ...input, schema: zodSchema }).schema as TTransformed;
    if (documentedBody) {
      const json = zodTransform({ ...input, schema: { body: documentedBody.schema } }).schema as TTransformed;
      out.body = { content: { [documentedBody.mediaType]: { schema: json.body } } };
    }

    const access = route.config?.access ?? 'public';
    const responses: Record<string, TJsonSchema> = { ...out.response };
    const add = (status: string, json: TJsonSchema) => {
      responses[status] ??= json;
    };
    const readsBody = BODY_METHODS.has(method);
    if (method === 'GET') add('304', NOT_MODIFIED);
    if (readsBody || schema.params || schema.querystring || documentedBody) add('400', ERROR_BODY);
    if (access !== 'public') add('401', ERROR_BODY);
    if (Array.isArray(access)) add('403', ERROR_BODY);
    if (readsBody) {
      add('413', ERROR_BODY);
      add('415', ERROR_BODY);
    }
    if (url.includes(':')) add('414', ERROR_BODY);
    if (route.config?.rateLimit) add('429', ERROR_BODY);
    add('5XX', { anyOf: [ERROR_BODY, SHUTTING_DOWN] });
    out.response = responses;

    out.security =
      access !== 'public' ? [{ bearerAuth: [] }] : route.config?.optionalAuth ? [{}, { bearerAuth: [] }] : [];
    if (Array.isArray(access)) out['x-roles'] = [...access];
    // A body the route may go without (a bare POST): @fastify/swagger marks every body required.
    if (schema.body && (schema.body as z.ZodType).safeParse(undefined).success) out[OPTIONAL_BODY] = true;
    return { schema: out as FastifySchema, url };
  };
}

/** What each status means, for responses whose route gives no description of its own. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK.',
  '201': 'Created.',
  '204': 'Done (no body).',
  '400':
    'The input is invalid (VALIDATION_ERROR, `details` names each field) or cannot be read (BAD_REQUEST).',
  '401': 'No session, or one that ended (UNAUTHENTICATED, SESSION_EXPIRED); at sign-in, wrong credentials.',
  '402': 'The payment is required or the provider declined it.',
  '403': 'Signed in, but this account may not do this.',
  '404': 'No such resource, or one the caller may not see.',
  '409': "The resource's state does not allow it.",
  '413': 'The body or the attached file is too large.',
  '414': 'A path segment is longer than the server accepts.',
  '415':
    'The body is of a content type this operation does not read, or the attached file is of a type not accepted.',
  '429': 'Too many requests; try again later (see Retry-After).',
  '502': 'An outside service (code hosting, payment provider) answered with an error.',
  '503': 'An outside service could not be reached.',
  '5XX': 'The server failed (INTERNAL_ERROR, logged with the request id), or is shutting down (503).',
};

type TPaths = Record<
  string,
  Record<
    string,
    {
      responses?: Record<string, { description?: string }>;
      requestBody?: { required?: boolean };
      [OPTIONAL_BODY]?: boolean;
    }
  >
>;

/** Marks, on an operation, that its request body may be left out (resolved by `markOptionalBodies`). */
const OPTIONAL_BODY = 'x-optional-body';

/** Makes the request body of the operations marked so optional, and drops the mark. */
export function markOptionalBodies<T extends object>(doc: T): T {
  for (const item of Object.values((doc as { paths?: TPaths }).paths ?? {}))
    for (const operation of Object.values(item)) {
      if (!operation[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  return doc;
}

/** Gives every response the route left undescribed its status's meaning. */
export function describeResponses<T extends object>(doc: T): T {
  for (const item of Object.values((doc as { paths?: TPaths }).paths ?? {}))
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (!response.description || response.description === 'Default Response')
          response.description = STATUS_DESCRIPTIONS[status] ?? 'See the error body.';
  return doc;
}
