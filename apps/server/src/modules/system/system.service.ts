import type {
  TStuckAction,
  TStuckItem,
  TStuckKind,
  TStuckList,
  TSystemOverview,
} from '@vitrina/shared/system/system.schemas';
import type { TAppDeps } from '../../app-deps';
import { createStuckWorkRepository } from '../../db/repositories/stuck-work.repository';
import { fromCents } from '../../lib/money';
import { workerFigures } from '../metrics';
import { actOnStuck, KIND_ACTIONS } from './stuck-actions';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The admin's system tab: each background worker's queue and failures of the last day, the work
 * that needs a person, and the admin's actions on it (retry now, give up with a reason, mark as
 * handled; each audited).
 */
export function createSystemService(deps: Pick<TAppDeps, 'db' | 'clock'>) {
  const repo = createStuckWorkRepository(deps.db);

  /** Every stuck item, oldest first. */
  async function stuck(): Promise<TStuckList> {
    const now = deps.clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [mails, refunds, builds, checks] = await Promise.all([
      repo.mails(),
      repo.refunds(dayAgo),
      repo.builds(),
      repo.checks(dayAgo),
    ]);
    const actions = (kind: TStuckKind, allowed: (action: TStuckAction) => boolean = () => true) =>
      KIND_ACTIONS[kind].filter(allowed);
    const items: TStuckItem[] = [
      ...mails.map((mail) => ({
        kind: 'mail' as const,
        id: mail.id,
        title: `${mail.subject} → ${mail.toEmail}`,
        since: mail.since.toISOString(),
        lastError: mail.lastError,
        attempts: mail.attempts,
        // A mail that held a single-use link lost its body when it gave up: it cannot be sent again.
        actions: actions('mail', (action) => action !== 'retry' || !mail.redacted),
      })),
      ...refunds.map((refund) => ({
        kind: 'refund' as const,
        id: refund.id,
        title: `${refund.projectName} · US$ ${fromCents(refund.amountCents).toFixed(2)}`,
        since: (refund.needsAttentionAt ?? refund.checkedFrom).toISOString(),
        lastError: refund.needsAttentionAt ? `${refund.status}: not settled within the bound` : refund.status,
        attempts: refund.attempts,
        actions: actions('refund'),
      })),
      ...builds.map((build) => ({
        kind: 'build' as const,
        id: build.id,
        title: `${build.projectName} · ${build.sourceRef}`,
        since: (build.since ?? build.createdAt).toISOString(),
        lastError: build.failureCode,
        attempts: build.attempts,
        actions: actions('build'),
      })),
      ...checks.map((check) => ({
        kind: 'github_check' as const,
        id: check.id,
        title: `${check.kind === 'PROFILE' ? 'Profile' : 'Repository'} ${check.target}`,
        since: (check.needsAttentionAt ?? check.checkedFrom).toISOString(),
        lastError: check.lastError,
        attempts: check.attempts,
        actions: actions('github_check'),
      })),
    ];
    items.sort((a, b) => a.since.localeCompare(b.since));
    return { items };
  }

  return {
    stuck,

    async overview(): Promise<TSystemOverview> {
      const since = new Date(deps.clock.now().getTime() - DAY_MS);
      const [figures, failures, list] = await Promise.all([
        workerFigures(deps),
        repo.failuresSince(since),
        stuck(),
      ]);
      return {
        workers: figures.map((figure) => ({ ...figure, failuresLastDay: failures[figure.worker] })),
        stuckCount: list.items.length,
      };
    },

    /** Whether anything has been stuck for more than a day (the daily mail's question). */
    async stuckForADay() {
      const dayAgo = new Date(deps.clock.now().getTime() - DAY_MS).toISOString();
      return (await stuck()).items.filter((item) => item.since < dayAgo).length;
    },

    act: (input: Parameters<typeof actOnStuck>[1]) => actOnStuck(deps, input),
  };
}

export type TSystemService = ReturnType<typeof createSystemService>;
