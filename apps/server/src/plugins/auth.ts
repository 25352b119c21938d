import type { TRole } from '@vitrina/shared/auth/roles';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TUserRow } from '../db/schema';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';

/** Who may call a route: everyone, any signed-in account, or only the listed roles. */
export type TRouteAccess = 'public' | 'authenticated' | readonly TRole[];

export type TAuthContext = {
  user: TUserRow;
  sessionId: string;
  /** When the session ends unless used again: its expiry, or the idle limit from its last use. */
  validUntil: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthContext | null;
    /** Why a presented token was refused, so a protected route can say "expired" rather than "missing". */
    authFailure: 'invalid' | 'expired' | null;
  }
  interface FastifyContextConfig {
    access?: TRouteAccess;
    /**
     * A public route that answers a signed-in caller differently when a token is sent (the API
     * document shows its bearer token as optional).
     */
    optionalAuth?: boolean;
    /** The message of the 403 for a signed-in account of the wrong role, when not the generic one. */
    forbiddenMessage?: TMessageKey;
  }
}

/** The viewer of a request for services: who is asking, if anyone. */
export function viewerOf(request: FastifyRequest): { id: string; role: TRole } | null {
  return request.auth ? { id: request.auth.user.id, role: request.auth.user.role } : null;
}

/** The signed-in account, or a 401 error. For handlers of routes whose access is not 'public'. */
export function requireAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** What a bearer token stands for; the auth module decides (sessions, idleness, revocation). */
export type TSessionLookup = (
  token: string,
) => Promise<
  | { ok: true; user: TUserRow; sessionId: string; validUntil: number }
  | { ok: false; failure: 'invalid' | 'expired' }
>;

/**
 * Resolves the bearer token of every API request into `request.auth` (through `resolveSession`)
 * and enforces each route's declared `config.access`.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { resolveSession: TSessionLookup }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (match?.[1]) {
      const found = await options.resolveSession(match[1]);
      if (found.ok) {
        request.auth = { user: found.user, sessionId: found.sessionId, validUntil: found.validUntil };
      } else {
        request.authFailure = found.failure;
      }
    }

    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;
    if (!request.auth) {
      throw request.authFailure === 'expired'
        ? new AppError('SESSION_EXPIRED', 'error.sessionExpired')
        : unauthenticated();
    }
    if (access !== 'authenticated' && !access.includes(request.auth.user.role)) {
      const message = request.routeOptions.config.forbiddenMessage;
      throw message ? new AppError('FORBIDDEN', message) : forbidden();
    }
  });
});
