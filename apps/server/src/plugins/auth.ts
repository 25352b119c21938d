import type { TRole } from '@vitrina/shared/auth/roles';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TUserRow } from '../db/schema';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { createSessionRepository } from '../modules/auth/session.repository';

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
    /** The message of the 403 for a signed-in account of the wrong role, when not the generic one. */
    forbiddenMessage?: TMessageKey;
  }
}

// Writing last_seen_at on every call would turn each read into a write; a minute's precision is enough.
const TOUCH_INTERVAL_MS = 60_000;

/** The viewer of a request for services: who is asking, if anyone. */
export function viewerOf(request: FastifyRequest): { id: string; role: TRole } | null {
  return request.auth ? { id: request.auth.user.id, role: request.auth.user.role } : null;
}

/** The signed-in account, or a 401 error. For handlers of routes whose access is not 'public'. */
export function requireAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * Resolves the bearer token of every API request into `request.auth` and enforces each route's
 * declared `config.access`. Sessions idle longer than SESSION_IDLE_MINUTES are revoked here.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { db, config, clock } = app.deps;
  const sessionRepo = createSessionRepository(db);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;

  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (match?.[1]) {
      const found = await sessionRepo.findByTokenHash(hashToken(match[1]));
      const now = clock.now();
      if (!found || found.session.revokedAt) {
        request.authFailure = 'invalid';
      } else if (
        found.session.expiresAt <= now ||
        now.getTime() - found.session.lastSeenAt.getTime() > idleMs
      ) {
        await sessionRepo.revoke(found.session.id, now);
        request.authFailure = 'expired';
      } else {
        let lastSeen = found.session.lastSeenAt.getTime();
        if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) {
          await sessionRepo.touch(found.session.id, now);
          lastSeen = now.getTime();
        }
        request.auth = {
          user: found.user,
          sessionId: found.session.id,
          validUntil: Math.min(found.session.expiresAt.getTime(), lastSeen + idleMs),
        };
      }
    }

    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;
    if (!request.auth) {
      throw request.authFailure === 'expired'
        ? new AppError('SESSION_EXPIRED', 401, 'error.sessionExpired')
        : unauthenticated();
    }
    if (access !== 'authenticated' && !access.includes(request.auth.user.role)) {
      const message = request.routeOptions.config.forbiddenMessage;
      throw message ? new AppError('FORBIDDEN', 403, message) : forbidden();
    }
  });
});
