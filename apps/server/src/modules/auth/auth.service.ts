import type {
  TBecomeDeveloperRequest,
  TChangePasswordRequest,
  TDeveloperRegisterRequest,
  TRegisterRequest,
  TUpdateProfileRequest,
} from '@vitrina/shared/auth/auth.schemas';
import { normalizeGithubProfile } from '@vitrina/shared/auth/github-profile';
import type { TRole } from '@vitrina/shared/auth/roles';
import { pickLanguage } from '@vitrina/shared/i18n/messages';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TDb } from '../../db/client';
import { createLoginThrottleRepository } from '../../db/repositories/login-throttle.repository';
import { createSessionRepository } from '../../db/repositories/session.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { TUserRow } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, fieldError, unauthenticated } from '../../lib/app-error';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../lib/passwords';
import { createAccountAccess, signInAction } from '../access';
import { lookupProfile, recordCheck } from '../github-checks';
import type { TNotifications } from '../notifications';
import { createLoginThrottle } from './login-throttle';
import { createSessionStarter } from './session-starter';

const DUPLICATE_ERRORS: Record<string, () => AppError> = {
  users_email_key: () => new AppError('DUPLICATE_EMAIL', 'auth.duplicateEmail'),
  users_paypal_merchant_id_key: () => new AppError('DUPLICATE_MERCHANT_ID', 'auth.duplicateMerchantId'),
  users_github_profile_key: () => new AppError('DUPLICATE_GITHUB_PROFILE', 'auth.duplicateGithub'),
};

export function createAuthService(deps: TAppDeps, { notifications }: { notifications: TNotifications }) {
  const { db, clock } = deps;
  const userRepo = createUserRepository(db);
  const sessionRepo = createSessionRepository(db);
  const throttle = createLoginThrottle(deps);
  const accounts = createAccountAccess(db);

  const openSession = createSessionStarter(deps);
  const startSession = (user: TUserRow, userAgent: string | null) => openSession(db, user, userAgent);

  async function assertEmailFree(email: string, exceptUserId?: string) {
    if (await userRepo.findByEmail(email, { except: exceptUserId }))
      throw DUPLICATE_ERRORS.users_email_key?.();
  }

  /** Inserts the account, turning a lost race on a unique column into the same 409 as the pre-check. */
  async function insertUser(
    values: Parameters<typeof userRepo.insert>[0],
    alsoWrite?: (tx: TDb, row: TUserRow) => Promise<void>,
  ) {
    try {
      return await db.transaction(async (tx) => {
        const row = await createUserRepository(tx).insert(values);
        await alsoWrite?.(tx, row);
        await writeAudit(tx, {
          actorId: row.id,
          action: 'account.registered',
          entityType: 'user',
          entityId: row.id,
          data: { role: row.role },
        });
        return row;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      const mapped = constraint !== null ? DUPLICATE_ERRORS[constraint] : undefined;
      if (mapped) throw mapped();
      throw error;
    }
  }

  return {
    async register(input: TRegisterRequest, userAgent: string | null) {
      await assertEmailFree(input.email);
      const user = await insertUser({
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        role: 'user',
      });
      return startSession(user, userAgent);
    },

    async registerDeveloper(input: TDeveloperRegisterRequest, userAgent: string | null) {
      const githubProfile = normalizeGithubProfile(input.githubProfile) as string;
      await assertEmailFree(input.email);
      if (await userRepo.findByMerchantId(input.paypalMerchantId))
        throw DUPLICATE_ERRORS.users_paypal_merchant_id_key?.();
      if (await userRepo.findByGithubProfile(githubProfile))
        throw DUPLICATE_ERRORS.users_github_profile_key?.();
      // GitHub down, slow or rate-limited: the account is kept and its profile checked later.
      const deferred = await lookupProfile(deps, githubProfile);
      const user = await insertUser(
        {
          email: input.email,
          name: input.name,
          passwordHash: await hashPassword(input.password),
          role: 'developer',
          paypalMerchantId: input.paypalMerchantId,
          githubProfile,
        },
        (tx, row) => recordCheck(tx, deps, { kind: 'PROFILE', userId: row.id }, githubProfile, deferred),
      );
      return { ...(await startSession(user, userAgent)), githubCheckPending: deferred !== null };
    },

    /**
     * Signs in. On an existing account the sign-in guard counts the attempt per account and client
     * address first (and may refuse it, saying how long to wait); a success starts that address's
     * count over. Past the guard even the right password waits, so a guesser cannot tell it was right.
     */
    async login(
      input: { email: string; password: string; type: TRole },
      userAgent: string | null,
      clientAddress: string,
    ) {
      const user = await userRepo.findByEmail(input.email);
      const ticket = user ? await throttle.reserve(user.id, clientAddress) : null;
      // Verify against a dummy hash when there is no account, so both cases take the same time.
      const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_PROMISE), input.password);
      // The right password signs an account in only through the door of its own type.
      if (!user || !valid || !accounts.can(user, signInAction(input.type), user)) {
        throw input.type === 'admin'
          ? new AppError('INVALID_CREDENTIALS', 'auth.invalidAdminCredentials')
          : new AppError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
      }
      if (ticket) await throttle.succeeded(ticket);
      return startSession(user, userAgent);
    },

    async logout(sessionId: string) {
      await sessionRepo.revoke(sessionId, clock.now());
    },

    async getUser(userId: string) {
      const user = await userRepo.findById(userId);
      if (!user) throw unauthenticated();
      return user;
    },

    async updateProfile(userId: string, input: TUpdateProfileRequest) {
      await assertEmailFree(input.email, userId);
      try {
        return await db.transaction(async (tx) => {
          const row = await createUserRepository(tx).update(userId, {
            name: input.name,
            email: input.email,
            updatedAt: clock.now(),
          });
          await writeAudit(tx, {
            actorId: userId,
            action: 'account.profile_updated',
            entityType: 'user',
            entityId: userId,
          });
          return row;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_email_key') throw DUPLICATE_ERRORS.users_email_key?.();
        throw error;
      }
    },

    /**
     * Turns a user account into a developer one with the same checks as a developer's registration
     * (GitHub profile exists, merchant id and profile not taken). New developers start unverified,
     * as registered ones do; an admin verifies them before their paid apps can be sold.
     */
    async becomeDeveloper(userId: string, input: TBecomeDeveloperRequest) {
      const user = await userRepo.findById(userId);
      if (!user) throw unauthenticated();
      accounts.authorize(user, 'becomeDeveloper', user);
      const githubProfile = normalizeGithubProfile(input.githubProfile) as string;
      if (await userRepo.findByMerchantId(input.paypalMerchantId, { except: userId }))
        throw DUPLICATE_ERRORS.users_paypal_merchant_id_key?.();
      if (await userRepo.findByGithubProfile(githubProfile, { except: userId }))
        throw DUPLICATE_ERRORS.users_github_profile_key?.();
      const deferred = await lookupProfile(deps, githubProfile);
      try {
        return await db.transaction(async (tx) => {
          const row = await createUserRepository(tx).update(userId, {
            role: 'developer',
            githubProfile,
            paypalMerchantId: input.paypalMerchantId,
            verified: false,
            updatedAt: clock.now(),
          });
          await recordCheck(tx, deps, { kind: 'PROFILE', userId }, githubProfile, deferred);
          await writeAudit(tx, {
            actorId: userId,
            action: 'account.became_developer',
            entityType: 'user',
            entityId: userId,
          });
          return { ...row, githubCheckPending: deferred !== null };
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        const mapped = constraint !== null ? DUPLICATE_ERRORS[constraint] : undefined;
        if (mapped) throw mapped();
        throw error;
      }
    },

    /** Changes the password, signs out every other session of the account and mails a notice. */
    async changePassword(userId: string, sessionId: string, input: TChangePasswordRequest) {
      const user = await userRepo.findById(userId);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw fieldError('currentPassword', 'auth.wrongCurrentPassword', 'WRONG_PASSWORD');
      }
      if (input.currentPassword === input.newPassword) throw fieldError('newPassword', 'auth.samePassword');
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await createUserRepository(tx).update(userId, {
          passwordHash,
          updatedAt: now,
        });
        await createSessionRepository(tx).revokeAllOfUser(userId, sessionId, now);
        await createLoginThrottleRepository(tx).clearAccount(userId);
        await writeAudit(tx, {
          actorId: userId,
          action: 'account.password_changed',
          entityType: 'user',
          entityId: userId,
        });
        await notifications.passwordChanged(tx, { user: row, at: now });
        return row;
      });
    },

    /** The language e-mails to this person use: the one their browser asked for when they last signed in. */
    async rememberLanguage(userId: string, acceptLanguage: string | undefined) {
      if (acceptLanguage) await userRepo.update(userId, { language: pickLanguage(acceptLanguage) });
    },

    /** Creates the admin account or makes an existing account admin with the given password. */
    async ensureAdmin(input: { email: string; password: string; name?: string }) {
      const email = input.email.trim().toLowerCase();
      const passwordHash = await hashPassword(input.password);
      const existing = await userRepo.findByEmail(email);
      if (existing) {
        return userRepo.update(existing.id, { role: 'admin', passwordHash, updatedAt: clock.now() });
      }
      return userRepo.insert({
        email,
        name: input.name ?? 'Administrador',
        passwordHash,
        role: 'admin',
        verified: true,
      });
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
