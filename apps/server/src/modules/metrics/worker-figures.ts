import type { TAppDeps } from '../../app-deps';
import { createWorkerQueueRepository, type TWorkerName } from '../../db/repositories/worker-queue.repository';

export type TWorkerFigures = {
  worker: TWorkerName;
  /** Items the worker still has to finish: waiting, waiting for a retry, or under way. */
  depth: number;
  /** How long ago the oldest of them was made, by the app's clock; 0 when there is none. */
  oldestAgeSeconds: number;
};

/**
 * Each background worker's queue as it stands (one indexed query per worker): what the metrics
 * serve as gauges, and what an admin screen of stuck work can show.
 */
export async function workerFigures(deps: Pick<TAppDeps, 'db' | 'clock'>): Promise<TWorkerFigures[]> {
  const rows = await createWorkerQueueRepository(deps.db).queues();
  const now = deps.clock.now().getTime();
  return rows.map(({ worker, depth, oldestCreatedAt }) => ({
    worker,
    depth,
    oldestAgeSeconds: oldestCreatedAt ? Math.max(0, (now - oldestCreatedAt.getTime()) / 1000) : 0,
  }));
}
