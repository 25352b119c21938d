import {
  ZAuthResponse,
  ZForgotPasswordRequest,
  ZMessageResponse,
  ZResetLinkRequest,
  ZResetLinkResponse,
  ZResetPasswordRequest,
} from '@vitrina/shared/auth/auth.schemas';
import { PASSWORD_RESET_LIMITS } from '@vitrina/shared/auth/password-limits';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { toPublicUser } from './auth.mapper';

/** "Forgot my password": ask for a link by e-mail, check it, set a new password through it. */
export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { passwordReset: service, auth } = app.services;
  const { config } = app.deps;
  const rateLimit = { max: config.RATE_LIMIT_AUTH_MAX, timeWindow: config.RATE_LIMIT_AUTH_WINDOW_MS };
  const tags = ['auth'];

  app.post(
    '/api/auth/forgot-password',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.RATE_LIMIT_PASSWORD_RESET_MAX, timeWindow: 60 * 60_000 },
      },
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Answers 202 with the same body whether or not the address has an account (no enumeration). ' +
          'An account is sent at most RATE_LIMIT_PASSWORD_RESET_ACCOUNT_MAX links an hour; the link works ' +
          'once, for 30 minutes, and a newer one voids it. Admin accounts get no link.',
        body: ZForgotPasswordRequest,
        response: { 202: ZMessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await service.requestReset(request.body.email);
      const message = translateMessage('auth.resetRequested', request.headers['accept-language'], {
        minutes: PASSWORD_RESET_LIMITS.linkMinutes,
      });
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        operationId: 'checkPasswordResetLink',
        summary: "Check that a password reset link still works, and read its account's e-mail",
        body: ZResetLinkRequest,
        response: { 200: ZResetLinkResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => service.checkLink(request.body.token),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        operationId: 'resetPassword',
        summary: 'Set a new password through a reset link and start a session',
        description:
          'The link is used up; every other session of the account ends and a notice is mailed to it.',
        body: ZResetPasswordRequest,
        response: { 200: ZAuthResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { token, user } = await service.resetPassword(
        request.body,
        request.headers['user-agent'] ?? null,
        request.ip,
      );
      await auth.rememberLanguage(user.id, request.headers['accept-language']);
      const message = translateMessage('auth.passwordReset', request.headers['accept-language']);
      return { token, user: toPublicUser(user), message };
    },
  );
}
