// The github-checks module's public entry, and its rules: a profile or repository is checked
// against GitHub at once; what GitHub cannot answer is recorded as a pending check the worker asks
// again, and the approval of a project or the payment of a developer waits while one is open.
import { parseGithubProfile } from '@vitrina/shared/auth/github-profile';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import type { TAppDeps } from '../../app-deps';
import type { TDb } from '../../db/client';
import {
  createGithubCheckRepository,
  type TGithubCheckSubject,
} from '../../db/repositories/github-check.repository';
import type { TGithubLookup } from '../../integrations/github/github.client';
import { AppError, fieldError } from '../../lib/app-error';

/** No background check waits longer than this between attempts. */
export const MAX_CHECK_BACKOFF_MS = 60 * 60 * 1000;

/** GitHub could not answer: why, and how long it asked us to wait. */
export type TCheckDeferred = Extract<TGithubLookup, { kind: 'unavailable' }>;

/** When to try again after `attempts` attempts without an answer (doubling, capped, never before GitHub's own wait). */
export function nextCheckDelay(retryBaseMs: number, attempts: number, retryAfterMs: number | null): number {
  const backoff = Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_CHECK_BACKOFF_MS);
  return Math.max(backoff, retryAfterMs ?? 0);
}

/**
 * Asks GitHub about a developer's profile. A definite "does not exist" refuses at once with the
 * spec's message; no answer (down, slow, rate-limited) returns what to keep for a later check.
 */
export async function lookupProfile(
  deps: Pick<TAppDeps, 'github'>,
  profile: string,
): Promise<TCheckDeferred | null> {
  const username = parseGithubProfile(profile);
  if (!username) throw fieldError('githubProfile', 'validation.githubFormat');
  const result = await deps.github.lookupUser(username);
  if (result.kind === 'not_found')
    throw fieldError('githubProfile', 'github.userNotFound', 'GITHUB_USER_NOT_FOUND');
  return result.kind === 'unavailable' ? result : null;
}

/** Same for a project's repository: "does not exist" or private refuses at once. */
export async function lookupRepository(
  deps: Pick<TAppDeps, 'github'>,
  url: string,
): Promise<TCheckDeferred | null> {
  const parsed = parseRepositoryUrl(url);
  if (!parsed) throw fieldError('sourceCodeUrl', 'project.sourceCodeUrlFormat');
  const result = await deps.github.lookupPublicRepo(parsed.owner, parsed.repo);
  if (result.kind === 'not_found')
    throw fieldError('sourceCodeUrl', 'project.repoNotFound', 'REPOSITORY_NOT_FOUND');
  return result.kind === 'unavailable' ? result : null;
}

/**
 * Writes what a check's answer means for its subject, in the caller's transaction: no answer keeps
 * a check for the worker (first retry after GITHUB_CHECK_RETRY_BASE_MS, or GitHub's own wait); an
 * answer that passed removes any earlier check of the subject.
 */
export async function recordCheck(
  tx: TDb,
  deps: Pick<TAppDeps, 'config' | 'clock'>,
  subject: TGithubCheckSubject,
  target: string,
  deferred: TCheckDeferred | null,
) {
  const repo = createGithubCheckRepository(tx);
  if (!deferred) return repo.clear(subject);
  const now = deps.clock.now();
  const delay = nextCheckDelay(deps.config.GITHUB_CHECK_RETRY_BASE_MS, 1, deferred.retryAfterMs);
  await repo.schedule(subject, target, deferred.reason, now, new Date(now.getTime() + delay));
}

/** Refuses an admin's approval while the project's or its developer's check has not passed. */
export async function assertProjectChecked(db: TDb, projectId: string, developerId: string) {
  if (await createGithubCheckRepository(db).blocksProject(projectId, developerId))
    throw new AppError('GITHUB_CHECK_PENDING', 'githubCheck.approvalBlocked');
}

/** Refuses a payout while the developer's profile check has not passed. */
export async function assertDeveloperChecked(db: TDb, developerId: string) {
  const states = await createGithubCheckRepository(db).profileStates([developerId]);
  if (states.has(developerId)) throw new AppError('GITHUB_CHECK_PENDING', 'githubCheck.payoutBlocked');
}
