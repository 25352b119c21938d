import {
  ZAuthResponse,
  ZBecomeDeveloperRequest,
  ZChangePasswordRequest,
  ZDeveloperRegisterRequest,
  ZLoginRequest,
  ZMeResponse,
  ZRegisterRequest,
  ZUpdateProfileRequest,
  ZUserResponse,
} from '@vitrina/shared/auth/auth.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ZNoContent } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';
import { toPublicUser } from './auth.mapper';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.auth;
  const { RATE_LIMIT_AUTH_MAX: max, RATE_LIMIT_AUTH_WINDOW_MS: timeWindow } = app.deps.config;
  const rateLimit = { max, timeWindow };
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        operationId: 'registerUser',
        summary: 'Register a user account and start a session',
        body: ZRegisterRequest,
        response: { 201: ZAuthResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.register(request.body, request.headers['user-agent'] ?? null);
      await service.rememberLanguage(user.id, request.headers['accept-language']);
      const message = translateMessage('auth.registered', request.headers['accept-language']);
      return reply.status(201).send({ token, user: toPublicUser(user), message });
    },
  );

  app.post(
    '/api/developer/register',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        operationId: 'registerDeveloper',
        summary: 'Register a developer account (GitHub profile checked) and start a session',
        description:
          'A profile GitHub says does not exist is refused. When GitHub cannot answer (down, slow, rate-limited) the account is created all the same, `user.githubCheck` is PENDING and the profile is checked again in the background; payouts wait for it.',
        body: ZDeveloperRegisterRequest,
        response: { 201: ZAuthResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { token, user, githubCheckPending } = await service.registerDeveloper(
        request.body,
        request.headers['user-agent'] ?? null,
      );
      await service.rememberLanguage(user.id, request.headers['accept-language']);
      const message = translateMessage(
        githubCheckPending ? 'githubCheck.registeredPending' : 'auth.registered',
        request.headers['accept-language'],
      );
      const githubCheck = githubCheckPending ? ('PENDING' as const) : null;
      return reply.status(201).send({ token, user: { ...toPublicUser(user), githubCheck }, message });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        operationId: 'login',
        summary: 'Sign in as a user, developer or admin',
        description:
          'Failed sign-ins are counted per account and client address: past RATE_LIMIT_LOGIN_ADDRESS_MAX, ' +
          'each next try from that address waits a delay that doubles with every failure; past ' +
          'RATE_LIMIT_LOGIN_ACCOUNT_MAX from all addresses, only addresses the account signed in from ' +
          'may try until the window ends. A refusal is a 429 whose message says how long to wait.',
        body: ZLoginRequest,
        response: { 200: ZAuthResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { token, user } = await service.login(
        request.body,
        request.headers['user-agent'] ?? null,
        request.ip,
      );
      await service.rememberLanguage(user.id, request.headers['accept-language']);
      const message = translateMessage('auth.loggedIn', request.headers['accept-language']);
      return { token, user: toPublicUser(user), message };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'logout',
        summary: 'Sign out: the session is revoked on the server',
        response: { 204: ZNoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await service.logout(requireAuth(request).sessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'getMe',
        summary: 'Read the signed-in account',
        response: { 200: ZMeResponse, ...errorResponses(401) },
      },
    },
    async (request) => toPublicUser(await service.getUser(requireAuth(request).user.id)),
  );

  app.put(
    '/api/auth/update-profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'updateProfile',
        summary: "Change the signed-in account's name and e-mail",
        body: ZUpdateProfileRequest,
        response: { 200: ZUserResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = await service.updateProfile(requireAuth(request).user.id, request.body);
      return {
        user: toPublicUser(user),
        message: translateMessage('auth.profileUpdated', request.headers['accept-language']),
      };
    },
  );

  app.post(
    '/api/user/become-developer',
    {
      config: { access: ['user'], forbiddenMessage: 'auth.alreadyDeveloper' },
      schema: {
        tags,
        operationId: 'becomeDeveloper',
        summary: 'Turn the signed-in user into a developer (GitHub profile and PayPal merchant id checked)',
        description:
          'Same checks as a developer registration. The account keeps its e-mail, password, purchases and favourites; it starts unverified, like any new developer.',
        body: ZBecomeDeveloperRequest,
        response: { 200: ZUserResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = await service.becomeDeveloper(requireAuth(request).user.id, request.body);
      const pending = user.githubCheckPending;
      return {
        user: { ...toPublicUser(user), githubCheck: pending ? ('PENDING' as const) : null },
        message: translateMessage(
          pending ? 'githubCheck.becameDeveloperPending' : 'auth.becameDeveloper',
          request.headers['accept-language'],
        ),
      };
    },
  );

  app.put(
    '/api/auth/change-password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'changePassword',
        summary: "Change the signed-in account's password (its other sessions end)",
        body: ZChangePasswordRequest,
        response: { 200: ZUserResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      const updated = await service.changePassword(user.id, sessionId, request.body);
      return {
        user: toPublicUser(updated),
        message: translateMessage('auth.passwordChanged', request.headers['accept-language']),
      };
    },
  );
}
