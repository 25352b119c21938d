import {
  ZMarkAllReadResult,
  ZNotice,
  ZNoticeList,
  ZNoticeListQuery,
  ZUnreadCount,
} from '@vitrina/shared/notices/notice.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZIdParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

const readerOf = (request: FastifyRequest) => {
  const { user } = requireAuth(request);
  return { id: user.id, role: user.role };
};
const lang = (request: FastifyRequest) => request.headers['accept-language'];

/** The signed-in person's in-app notices: the list, the bell's count, marking them read. */
export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notices: service } = app.services;

  app.get(
    '/api/notices',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'listNotices',
        summary: 'List your notices',
        description:
          "The signed-in person's notices, newest first, a page at a time, each put into words in the language of Accept-Language (notices are stored as a code and its facts), with the link where it matters and whether it was read; and how many are unread in all.",
        querystring: ZNoticeListQuery,
        response: { 200: ZNoticeList, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.list(readerOf(request), request.query, lang(request)),
  );

  app.get(
    '/api/notices/unread-count',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'countUnreadNotices',
        summary: 'Count your unread notices',
        description: "How many of the signed-in person's notices are unread (the bell in the top bar).",
        response: { 200: ZUnreadCount, ...errorResponses(401) },
      },
    },
    async (request) => service.unreadCount(readerOf(request)),
  );

  app.post(
    '/api/notices/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'markNoticeRead',
        summary: 'Mark one of your notices read',
        description:
          "Marks the notice read (one read already keeps its first reading). Someone else's notice does not exist for the caller (404), admins included.",
        params: ZIdParam,
        response: { 200: ZNotice, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.markRead(request.params.id, readerOf(request), lang(request)),
  );

  app.post(
    '/api/notices/read-all',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'markAllNoticesRead',
        summary: 'Mark all your notices read',
        description: "Marks every unread notice of the signed-in person read (nobody else's).",
        response: { 200: ZMarkAllReadResult, ...errorResponses(401) },
      },
    },
    async (request) => service.markAllRead(readerOf(request)),
  );
}
