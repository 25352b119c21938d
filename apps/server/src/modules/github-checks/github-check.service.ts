import { normalizeGithubProfile } from '@vitrina/shared/auth/github-profile';
import {
  GITHUB_CHECK_REASONS,
  type TGithubCheck,
  type TGithubCheckReason,
} from '@vitrina/shared/github/github-check.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { TGithubCheckRow } from '../../db/tables/github-checks';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { lookupProfile, recordCheck } from '.';

/** The admin's list shows at most this many checks (oldest first: they have waited longest). */
const ADMIN_LIST_LIMIT = 500;

const duplicateGithub = () => new AppError('DUPLICATE_GITHUB_PROFILE', 'auth.duplicateGithub');

/** The stored reason as the API names it (an unknown one reads as unexpected). */
const reasonOf = (value: string | null): TGithubCheckReason | null =>
  value === null ? null : (GITHUB_CHECK_REASONS.find((reason) => reason === value) ?? 'unexpected');

function toCheck(row: {
  check: TGithubCheckRow;
  developerName: string;
  projectName: string | null;
}): TGithubCheck {
  const { check } = row;
  const failed = check.status === 'FAILED';
  return {
    id: check.id,
    kind: check.kind,
    state: failed ? 'FAILED' : 'PENDING',
    target: check.target,
    projectId: check.projectId,
    projectName: row.projectName,
    developerId: check.userId,
    developerName: row.developerName,
    attempts: check.attempts,
    lastReason: reasonOf(check.lastError),
    nextAttemptAt: failed ? null : check.nextAttemptAt.toISOString(),
    createdAt: check.createdAt.toISOString(),
    failedAt: check.failedAt?.toISOString() ?? null,
  };
}

/** Reading the checks that have not passed, and a developer's fix of their profile. */
export function createGithubCheckService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createGithubCheckRepository(db);
  const users = createUserRepository(db);

  return {
    async listForDeveloper(userId: string) {
      return { checks: (await repo.listForDeveloper(userId)).map(toCheck) };
    },

    async listAll() {
      return { checks: (await repo.listAll(ADMIN_LIST_LIMIT)).map(toCheck) };
    },

    /**
     * The developer gives their profile again (after GitHub said it does not exist, or while it is
     * pending). The same rules as at registration: "does not exist" refuses; no answer keeps it
     * pending; found clears the check.
     */
    async updateProfile(userId: string, profile: string) {
      const githubProfile = normalizeGithubProfile(profile) as string;
      if (await users.findByGithubProfile(githubProfile, { except: userId })) throw duplicateGithub();
      const deferred = await lookupProfile(deps, githubProfile);
      try {
        await db.transaction(async (tx) => {
          await createUserRepository(tx).update(userId, { githubProfile, updatedAt: clock.now() });
          await recordCheck(tx, deps, { kind: 'PROFILE', userId }, githubProfile, deferred);
          await writeAudit(tx, {
            actorId: userId,
            action: 'account.github_profile_changed',
            entityType: 'user',
            entityId: userId,
            data: { githubProfile, pending: deferred !== null },
          });
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_github_profile_key') throw duplicateGithub();
        throw error;
      }
      return { githubProfile, githubCheck: deferred ? ('PENDING' as const) : null };
    },
  };
}
