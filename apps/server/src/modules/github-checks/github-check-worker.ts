import { parseGithubProfile } from '@vitrina/shared/auth/github-profile';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import type { TGithubCheckRow } from '../../db/tables/github-checks';
import type { TGithubLookup } from '../../integrations/github/github.client';
import { startPollingWorker } from '../../lib/polling-worker';
import { reportWorkerFailure } from '../../lib/worker-failures';
import type { TNotifications } from '../notifications';
import { nextCheckDelay } from '.';

/** How long a claimed check is reserved for the worker that claimed it. */
const LEASE_MS = 2 * 60 * 1000;
/**
 * How long GitHub is asked about a check it does not answer: 3 days from the check's start (or an
 * admin's "retry now"). Past it the check is no longer asked about and waits in the admin's system tab.
 */
export const GITHUB_CHECK_BOUND_MS = 3 * 24 * 60 * 60 * 1000;

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Checks again what GitHub could not answer, one check at a time, claimed as the mail outbox claims
 * its messages (so several processes never check the same one). No answer: tried again later with
 * exponential backoff for up to GITHUB_CHECK_BOUND_MS (an outage is not the person's fault), then
 * set aside for an admin. Passed: the check is
 * gone and the project may be approved, the developer paid. A definite "does not exist": kept
 * FAILED, and the person is told by mail, in their language, what to fix.
 */
export function createGithubCheckWorker(
  deps: TAppDeps,
  log: TLog,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock, config, github } = deps;
  const repo = createGithubCheckRepository(db);

  async function ask(row: TGithubCheckRow): Promise<TGithubLookup> {
    if (row.kind === 'PROFILE') {
      const username = parseGithubProfile(row.target);
      return username ? github.lookupUser(username) : { kind: 'not_found' };
    }
    const parsed = parseRepositoryUrl(row.target);
    return parsed ? github.lookupPublicRepo(parsed.owner, parsed.repo) : { kind: 'not_found' };
  }

  async function fail(row: TGithubCheckRow) {
    await db.transaction(async (tx) => {
      if (!(await createGithubCheckRepository(tx).markFailed(row.id, clock.now()))) return;
      await notifications.githubCheckFailed(tx, { check: row });
      await writeAudit(tx, {
        actorId: null,
        action: 'github_check.failed',
        entityType: row.projectId ? 'project' : 'user',
        entityId: row.projectId ?? row.userId,
        data: { kind: row.kind, target: row.target, attempts: row.attempts },
      });
    });
  }

  async function pass(row: TGithubCheckRow) {
    await db.transaction(async (tx) => {
      if (!(await createGithubCheckRepository(tx).removeClaimed(row.id))) return;
      await writeAudit(tx, {
        actorId: null,
        action: 'github_check.passed',
        entityType: row.projectId ? 'project' : 'user',
        entityId: row.projectId ?? row.userId,
        data: { kind: row.kind, target: row.target, attempts: row.attempts },
      });
    });
  }

  /** Checks one due check; false when nothing was due. */
  async function checkNext(): Promise<boolean> {
    const now = clock.now();
    const row = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS));
    if (!row) return false;
    const fields = { checkId: row.id, kind: row.kind, attempts: row.attempts };
    try {
      const result = await ask(row);
      if (result.kind === 'found') {
        await pass(row);
        log.info(fields, 'github check passed');
      } else if (result.kind === 'not_found') {
        await fail(row);
        log.warn(fields, 'github check failed: does not exist');
      } else if (now.getTime() - (row.checksSince ?? row.createdAt).getTime() > GITHUB_CHECK_BOUND_MS) {
        if (await repo.setAside(row.id, result.reason, clock.now())) {
          await writeAudit(db, {
            actorId: null,
            action: 'github_check.needs_attention',
            entityType: row.projectId ? 'project' : 'user',
            entityId: row.projectId ?? row.userId,
            data: { kind: row.kind, target: row.target, attempts: row.attempts, reason: result.reason },
          });
        }
        reportWorkerFailure(deps, 'githubChecks', 'needs_attention');
        log.warn(
          { ...fields, reason: result.reason },
          'github check: no answer within the bound; needs attention',
        );
      } else {
        const delay = nextCheckDelay(
          config.GITHUB_CHECK_RETRY_BASE_MS,
          row.attempts + 1,
          result.retryAfterMs,
        );
        await repo.markRetry(row.id, result.reason, new Date(clock.now().getTime() + delay));
        reportWorkerFailure(deps, 'githubChecks', 'retry');
        log.warn(
          { ...fields, reason: result.reason, retryInMs: delay },
          'github check: no answer; will retry',
        );
      }
    } catch (error) {
      reportWorkerFailure(deps, 'githubChecks', 'error');
      await repo.markRetry(
        row.id,
        'error',
        new Date(clock.now().getTime() + config.GITHUB_CHECK_RETRY_BASE_MS),
      );
      log.error({ ...fields, err: (error as Error).message }, 'github check errored; will retry');
    }
    return true;
  }

  return {
    checkNext,
    /** Checks everything due now (each tick of the worker; tests call it directly). */
    async tick(limit = 20) {
      let done = 0;
      while (done < limit && (await checkNext())) done += 1;
      return done;
    },
  };
}

export type TGithubCheckWorker = ReturnType<typeof createGithubCheckWorker>;

/** Runs the worker every GITHUB_CHECK_POLL_MS in this process until stopped. */
export function startGithubCheckWorker(worker: TGithubCheckWorker, pollMs: number, log: Pick<TLog, 'error'>) {
  return startPollingWorker(() => worker.tick(), pollMs, log, 'github check worker');
}
