import {
  ATTACHMENT_TYPES,
  CUSTOM_REQUEST_LIMITS,
  ZAdminCustomRequestPage,
  ZCustomRequestCreated,
  ZCustomRequestFields,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import { ZAdminPageQuery } from '@vitrina/shared/dashboards/admin.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { attachment as contentDisposition } from '../../lib/csv';
import { errorResponses, ZBinary, ZUuidParam } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { viewerOf } from '../../plugins/auth';
import { detectAttachmentType, safeFileName } from './attachment-type';

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', 'customRequest.fileTooLarge', [
    { field: 'attachment', messageKey: 'customRequest.fileTooLarge' },
  ]);
const wrongType = () =>
  new AppError('FILE_TYPE_NOT_ALLOWED', 'customRequest.fileType', [
    { field: 'attachment', messageKey: 'customRequest.fileType' },
  ]);

/** Reads the multipart form: text fields and at most one file, whose size is checked while it streams. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'error.unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: { name: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment' || file) {
          await part.toBuffer();
          throw new AppError('VALIDATION_ERROR', 'customRequest.tooManyFiles', [
            { field: 'attachment', messageKey: 'customRequest.tooManyFiles' },
          ]);
        }
        const content = await part.toBuffer();
        if (content.length > 0) file = { name: part.filename, content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('VALIDATION_ERROR', 'customRequest.tooManyFiles');
    // The form parser's own errors (no boundary, truncated or malformed parts) are a malformed request.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST', 'error.validation');
  }
  return { fields, file };
}

export async function customRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.customRequests;

  app.post(
    '/api/custom-requests',
    {
      config: {
        access: 'public',
        optionalAuth: true,
        rateLimit: { max: app.deps.config.RATE_LIMIT_REQUEST_MAX, timeWindow: 60 * 60 * 1000 },
      },
      schema: {
        tags: ['custom-requests'],
        operationId: 'createCustomRequest',
        summary: 'Send a request for a custom app, with an optional attachment',
        description:
          'A custom app request (multipart/form-data: name, email, description, sharedUrl, and an optional `attachment`: one PDF, DOC or DOCX up to 1 MB, its type read from its content). Stored first, then e-mailed to the site owner by the outbox.',
        // The handler reads the form itself, streaming the file with its size limit.
        documentedBody: {
          mediaType: 'multipart/form-data',
          schema: ZCustomRequestFields.extend({ attachment: ZBinary.optional() }),
        },
        response: { 201: ZCustomRequestCreated, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request);
      const input = parseOrThrow(ZCustomRequestFields, fields);
      const lang = request.headers['accept-language'];
      const message = translateMessage('customRequest.sent', lang);
      if (input.website) {
        // The honeypot was filled: a bot. Answer as if all went well, keep nothing.
        request.log.warn({ ip: request.ip }, 'custom request dropped: honeypot filled');
        return reply.status(201).send({ id: crypto.randomUUID(), message });
      }
      let attachment = null;
      if (file) {
        if (file.content.length > CUSTOM_REQUEST_LIMITS.attachmentMaxBytes) throw tooLarge();
        const type = await detectAttachmentType(file.content, file.name);
        if (!type) throw wrongType();
        attachment = { name: safeFileName(file.name, type), type, content: file.content };
      }
      const created = await service.create({
        ...input,
        userId: request.auth?.user.id ?? null,
        language: lang,
        attachment,
      });
      return reply.status(201).send({ id: created.id, message });
    },
  );

  app.get(
    '/api/admin/custom-requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['custom-requests'],
        operationId: 'listCustomRequests',
        summary: 'List the custom app requests',
        description: 'Custom app requests, newest first, with the delivery state of their e-mail.',
        querystring: ZAdminPageQuery,
        response: { 200: ZAdminCustomRequestPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query.page, request.query.size),
  );

  app.get(
    '/api/admin/custom-requests/:id/attachment',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['custom-requests'],
        operationId: 'downloadCustomRequestAttachment',
        summary: "Download a custom request's attachment",
        description: 'The file as it was sent, with its type as read from its content.',
        params: ZUuidParam,
        response: {
          200: {
            description: 'The file.',
            content: Object.fromEntries(
              Object.keys(ATTACHMENT_TYPES).map((type) => [type, { schema: ZBinary }]),
            ),
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await service.attachment(viewerOf(request), request.params.id);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
}
