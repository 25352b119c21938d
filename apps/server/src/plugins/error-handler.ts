import type { TErrorBody } from '@vitrina/shared/errors/error-body';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type TBodyInput = {
  code: string;
  message: string;
  details?: { field: string; message: string }[];
};

function body(request: FastifyRequest, input: TBodyInput): TErrorBody {
  const { code, message, details } = input;
  return {
    error: { code, message, ...(details ? { details } : {}) },
    code,
    message,
    ...(details ? { details } : {}),
    requestId: request.id,
  };
}

/** Translates a zod issue message: our schemas use message keys; anything else is a generic "invalid". */
function issueMessage(message: string, lang: string): string {
  const translated = translateMessage(message, lang);
  return translated === message && !message.includes('.')
    ? translateMessage('validation.invalid', lang)
    : translated;
}

/**
 * Sends an error as the shared body with its code's status. `frameworkStatus` is only for what the
 * framework refused before a route ran, whose 4xx status the framework decided.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  frameworkStatus?: number,
) {
  const lang = request.headers['accept-language'];
  const details = error.details?.map((d) => ({
    field: d.field,
    message: translateMessage(d.messageKey, lang, error.params),
  }));
  const message =
    error.code === 'VALIDATION_ERROR' && details?.length
      ? translateMessage('error.validationDetails', lang, {
          details: details.map((d) => `${d.field}: ${d.message}`).join('; '),
        })
      : translateMessage(error.messageKey, lang, error.params);
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply
    .status(frameworkStatus ?? error.statusCode)
    .send(body(request, { code: error.code, message, details }));
}

const CLIENT_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('BAD_REQUEST', 'error.badJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', 'error.badJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('UNSUPPORTED_MEDIA_TYPE', 'error.unsupportedMediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge'),
};

/** PostgreSQL refuses text it cannot store (a NUL character: SQLSTATE 22021): bad input, not a server fault. */
function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '22021') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route runs (a malformed percent-encoding,
 * a path parameter over maxParamLength) leaves as the shared error body too.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  return status < 500
    ? sendError(request, reply, new AppError('BAD_REQUEST', 'error.validation'), status)
    : sendError(request, reply, new AppError('INTERNAL_ERROR', 'error.internal'));
}

/** One error handler: every failure leaves as the shared error body, internals never leak. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.headers['accept-language'];
    if (error instanceof AppError) return sendError(request, reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issueMessage(issue.message ?? '', lang ?? ''),
      }));
      return reply.status(400).send(
        body(request, {
          code: 'VALIDATION_ERROR',
          message: translateMessage('error.validationDetails', lang, {
            details: details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; '),
          }),
          details,
        }),
      );
    }

    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, known);

    if (error.statusCode === 429)
      return sendError(request, reply, new AppError('RATE_LIMITED', 'error.rateLimited'));

    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return reply
        .status(error.statusCode)
        .send(body(request, { code: 'BAD_REQUEST', message: translateMessage('error.validation', lang) }));
    }

    if (isUnstorableText(error))
      return sendError(request, reply, new AppError('BAD_REQUEST', 'error.validation'));

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body(request, { code: 'INTERNAL_ERROR', message: translateMessage('error.internal', lang) }));
  });
});
