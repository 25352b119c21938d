import type { TAppDeps } from '../../app-deps';
import { createSessionRepository } from '../../db/repositories/session.repository';
import type { TUserRow } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

// Writing last_seen_at on every call would turn each read into a write; a minute's precision is enough.
const TOUCH_INTERVAL_MS = 60_000;

/** A bearer token resolved: the session's account, or why the token was refused. */
export type TSessionResolution =
  | { ok: true; user: TUserRow; sessionId: string; validUntil: number }
  | { ok: false; failure: 'invalid' | 'expired' };

/**
 * Turns a bearer token into its session. Sessions idle longer than SESSION_IDLE_MINUTES, or past
 * their expiry, are revoked here and refused as expired.
 */
export function createSessionResolver(deps: TAppDeps) {
  const { db, config, clock } = deps;
  const sessions = createSessionRepository(db);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;

  return async function resolveSession(token: string): Promise<TSessionResolution> {
    const found = await sessions.findByTokenHash(hashToken(token));
    const now = clock.now();
    if (!found || found.session.revokedAt) return { ok: false, failure: 'invalid' };
    if (found.session.expiresAt <= now || now.getTime() - found.session.lastSeenAt.getTime() > idleMs) {
      await sessions.revoke(found.session.id, now);
      return { ok: false, failure: 'expired' };
    }
    let lastSeen = found.session.lastSeenAt.getTime();
    if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) {
      await sessions.touch(found.session.id, now);
      lastSeen = now.getTime();
    }
    return {
      ok: true,
      user: found.user,
      sessionId: found.session.id,
      validUntil: Math.min(found.session.expiresAt.getTime(), lastSeen + idleMs),
    };
  };
}

export type TResolveSession = ReturnType<typeof createSessionResolver>;
