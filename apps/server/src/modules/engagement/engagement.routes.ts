import { ZCommentReply, ZCommentReplyRequest } from '@vitrina/shared/engagement/comment-reply.schemas';
import {
  ZCommentRequest,
  ZFavoriteChange,
  ZFavoriteCheck,
  ZFavoriteRequest,
  ZFavoritesResponse,
  ZMyRatingResponse,
  ZRatingRequest,
  ZRatingResponse,
} from '@vitrina/shared/engagement/engagement.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import { ZProject } from '@vitrina/shared/projects/project.responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam, ZNoContent } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

/** `{id}` of the app (id or slug) and `{commentId}` of one of its comments. */
const ZCommentParams = ZIdParam.extend({ commentId: z.uuid() });

const actorOf = (request: FastifyRequest) => {
  const { user } = requireAuth(request);
  return { id: user.id, role: user.role, name: user.name, email: user.email };
};

export async function engagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { engagement: service, projects } = app.services;
  const lang = (request: FastifyRequest) => request.headers['accept-language'];

  app.post(
    '/api/project/:id/rating',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['engagement'],
        operationId: 'rateProject',
        summary: 'Rate an app from 1 to 5',
        description: 'Rates a published app 1-5 (again replaces). Paid apps: buyers only. Not your own app.',
        params: ZIdParam,
        body: ZRatingRequest,
        response: { 200: ZRatingResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await service.rate(request.params.id, actorOf(request), request.body.rating)),
      message: translateMessage('engagement.rated', lang(request)),
    }),
  );

  app.get(
    '/api/project/:id/rating/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['engagement'],
        operationId: 'getMyRating',
        summary: "Read the signed-in person's rating of an app",
        params: ZIdParam,
        response: { 200: ZMyRatingResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.myRating(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/project/:id/comment',
    {
      config: {
        access: 'authenticated',
        rateLimit: {
          max: app.deps.config.RATE_LIMIT_COMMENT_MAX,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `comment:${request.auth?.user.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['engagement'],
        operationId: 'commentOnProject',
        summary: 'Comment on an app',
        description:
          'Adds a plain-text comment; answers the updated project (userobservations and comments).',
        params: ZIdParam,
        body: ZCommentRequest,
        response: { 200: ZProject, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const projectId = await service.comment(request.params.id, actor, request.body.comment);
      return projects.getDetail(projectId, actor, { prefetch: true });
    },
  );

  app.delete(
    '/api/project/:id/comments/:commentId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['engagement'],
        operationId: 'deleteComment',
        summary: 'Delete a comment (moderation)',
        params: ZCommentParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteComment(request.params.id, actorOf(request), request.params.commentId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/project/:id/comments/:commentId/reply',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags: ['engagement'],
        operationId: 'replyToComment',
        summary: "Reply to a comment on one's own app, or edit the reply",
        description:
          "The app's developer answers a comment on its page (plain text). One reply per comment: " +
          'the first call creates it (201) and tells the commenter by mail; a later one edits it (200). ' +
          'Only while the app is published; a removed comment cannot be answered (404).',
        params: ZCommentParams,
        body: ZCommentReplyRequest,
        response: { 200: ZCommentReply, 201: ZCommentReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { created, reply: saved } = await service.replyToComment(
        request.params.id,
        actorOf(request),
        request.params.commentId,
        request.body.reply,
      );
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/project/:id/comments/:commentId/reply',
    {
      config: { access: ['developer', 'admin'] },
      schema: {
        tags: ['engagement'],
        operationId: 'deleteCommentReply',
        summary: 'Delete the reply to a comment (its developer, or an admin moderating)',
        params: ZCommentParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteReply(request.params.id, actorOf(request), request.params.commentId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/user/favorites',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['favorites'],
        operationId: 'addFavorite',
        summary: 'Add an app to the favourites',
        body: ZFavoriteRequest,
        response: { 200: ZFavoriteChange, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      ...(await service.setFavorite(request.body.idFavoriteProject, actorOf(request), true)),
      message: translateMessage('engagement.favoriteAdded', lang(request)),
    }),
  );

  app.delete(
    '/api/user/favorites/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['favorites'],
        operationId: 'removeFavorite',
        summary: 'Remove an app from the favourites',
        params: ZIdParam,
        response: { 200: ZFavoriteChange, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      ...(await service.setFavorite(request.params.id, actorOf(request), false)),
      message: translateMessage('engagement.favoriteRemoved', lang(request)),
    }),
  );

  app.get(
    '/api/user/favorites',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['favorites'],
        operationId: 'listFavorites',
        summary: "List the signed-in person's favourite apps",
        response: { 200: ZFavoritesResponse, ...errorResponses(401) },
      },
    },
    async (request) => service.listFavorites(actorOf(request)),
  );

  app.get(
    '/api/user/favorites/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['favorites'],
        operationId: 'getFavoriteStatus',
        summary: 'Tell whether an app is among the favourites',
        params: ZIdParam,
        response: { 200: ZFavoriteCheck, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.isFavorite(request.params.id, actorOf(request)),
  );
}
