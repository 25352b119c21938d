import type { TAppDeps } from '../../app-deps';
import { createRefundRepository } from '../../db/repositories/refund.repository';
import { startPollingWorker } from '../../lib/polling-worker';
import { reportWorkerFailure } from '../../lib/worker-failures';
import { REFUND_CLAIM_LEASE_MS, type TRefundProcessing } from './refund-processing';

type TLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

/** At most this many refunds settled in one tick (the rest wait for the next). */
const PER_TICK = 50;

/**
 * Settles the refunds the provider has not finished with: an APPROVED one whose call went
 * unanswered (or whose process stopped: a stale claim), once its check is due, and a PENDING one,
 * asked again with backoff until it is final. Each refund is claimed first, so two workers (or
 * processes) never settle the same one at once.
 */
export function createRefundWorker(
  deps: TAppDeps,
  log: TLog,
  { processing }: { processing: TRefundProcessing },
) {
  const repo = createRefundRepository(deps.db);
  return {
    /** One pass: answers how many refunds it took. */
    async tick() {
      let taken = 0;
      while (taken < PER_TICK) {
        const now = deps.clock.now();
        const refund = await repo.claimDue(now, new Date(now.getTime() - REFUND_CLAIM_LEASE_MS));
        if (!refund) break;
        taken += 1;
        try {
          await processing.settle(refund);
        } catch (error) {
          // Not the provider's answer (the database, a bug): the claim runs out and it is taken again.
          reportWorkerFailure(deps, 'refunds', 'error');
          log.error({ err: error, refundId: refund.id }, 'refund could not be settled');
        }
      }
      return taken;
    },
  };
}

export type TRefundWorker = ReturnType<typeof createRefundWorker>;

export function startRefundWorker(worker: TRefundWorker, pollMs: number, log: Pick<TLog, 'error'>) {
  return startPollingWorker(() => worker.tick(), pollMs, log, 'refund worker');
}
