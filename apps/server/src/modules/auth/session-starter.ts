import type { TAppDeps } from '../../app-deps';
import type { TDb } from '../../db/client';
import { createSessionRepository } from '../../db/repositories/session.repository';
import type { TUserRow } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

/** Opens a session for the account: a new bearer token, of which only the hash is stored. */
export function createSessionStarter(deps: Pick<TAppDeps, 'clock' | 'config'>) {
  const { clock, config } = deps;
  return async function startSession(db: TDb, user: TUserRow, userAgent: string | null) {
    const token = createToken();
    const now = clock.now();
    await createSessionRepository(db).insert({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + config.SESSION_MAX_DAYS * 86_400_000),
      userAgent: userAgent?.slice(0, 300) ?? null,
      now,
    });
    return { token, user };
  };
}
