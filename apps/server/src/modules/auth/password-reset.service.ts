import type { TResetPasswordRequest } from '@vitrina/shared/auth/auth.schemas';
import { PASSWORD_RESET_LIMITS } from '@vitrina/shared/auth/password-limits';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createLoginThrottleRepository } from '../../db/repositories/login-throttle.repository';
import { createPasswordResetRepository } from '../../db/repositories/password-reset.repository';
import { createSessionRepository } from '../../db/repositories/session.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { createToken, hashToken } from '../../lib/tokens';
import { createAccountAccess } from '../access';
import type { TNotifications } from '../notifications';
import { createSessionStarter } from './session-starter';

const LINK_MS = PASSWORD_RESET_LIMITS.linkMinutes * 60_000;
/** The per-account limit counts the links of the last hour. */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** Links older than this are deleted when their account asks again (they no longer count). */
const KEEP_MS = 24 * 60 * 60_000;
/** No account has this id: an unknown address locks and counts on it, as a known one does on its own. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

const linkInvalid = () => new AppError('RESET_LINK_INVALID', 'auth.resetLinkInvalid');

/**
 * "Forgot my password": e-mailed single-use links (stored hashed, valid 30 minutes, a newer one
 * voids the older), and the new password set through one, which ends every session of the
 * account and signs the person in.
 */
export function createPasswordResetService(
  deps: TAppDeps,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock, config } = deps;
  const links = createPasswordResetRepository(db);
  const openSession = createSessionStarter(deps);
  const accounts = createAccountAccess(db);

  return {
    /**
     * Queues a reset link for the account of `email`, if there is one, at most
     * RATE_LIMIT_PASSWORD_RESET_ACCOUNT_MAX an hour. Admin accounts get none (they are reset
     * with `npm run admin:create`). The caller answers the same whatever happens here, and an
     * unknown address goes through the same transaction (lock, count, clean-up) and the mail is
     * sent later by the outbox, so neither the answer nor its time (the same order) tells whether
     * an account exists.
     */
    async requestReset(email: string): Promise<void> {
      const user = await createUserRepository(db).findByEmail(email);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const repo = createPasswordResetRepository(tx);
        const userId = user?.id ?? NO_ACCOUNT;
        await repo.lockUser(userId);
        const recent = await repo.countSince(userId, new Date(now.getTime() - ACCOUNT_WINDOW_MS));
        await repo.deleteOlderThan(userId, new Date(now.getTime() - KEEP_MS));
        if (!user || !accounts.can(null, 'getResetLink', user)) return;
        if (recent >= config.RATE_LIMIT_PASSWORD_RESET_ACCOUNT_MAX) return;
        await repo.voidLive(user.id, now);
        const token = createToken();
        await repo.insert({
          userId: user.id,
          tokenHash: hashToken(token),
          now,
          expiresAt: new Date(now.getTime() + LINK_MS),
        });
        await notifications.passwordResetRequested(tx, { user, token, at: now });
      });
    },

    /** The e-mail of the account a link resets, if the link still works. */
    async checkLink(token: string): Promise<{ email: string }> {
      const user = await links.findLiveUser(hashToken(token), clock.now());
      if (!user) throw linkInvalid();
      return { email: user.email };
    },

    /**
     * Sets the new password through a link (used up here, in one statement, so it works once even
     * when sent twice at the same time), ends every session of the account, voids its other links,
     * forgets its failed sign-ins (the address of the reset becomes one of the account's), queues
     * the notice mail and opens a session for this browser.
     */
    async resetPassword(input: TResetPasswordRequest, userAgent: string | null, clientAddress: string) {
      const tokenHash = hashToken(input.token);
      // The hash is slow: only for a link that works (checked again when it is used).
      if (!(await links.findLiveUser(tokenHash, clock.now()))) throw linkInvalid();
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const repo = createPasswordResetRepository(tx);
        const userId = await repo.use(tokenHash, now);
        if (!userId) throw linkInvalid();
        const user = await createUserRepository(tx).update(userId, { passwordHash, updatedAt: now });
        // Guesses at the old password no longer count, and this address is the account's now.
        const throttle = createLoginThrottleRepository(tx);
        await throttle.clearAccount(userId);
        await throttle.recordSuccess(userId, clientAddress, now);
        await repo.voidLive(userId, now);
        await createSessionRepository(tx).revokeAllOfUser(userId, null, now);
        await writeAudit(tx, {
          actorId: userId,
          action: 'account.password_reset',
          entityType: 'user',
          entityId: userId,
        });
        await notifications.passwordChanged(tx, { user, at: now });
        return openSession(tx, user, userAgent);
      });
    },
  };
}
