import { count, inArray, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../client';
import { builds } from '../tables/builds';
import { githubChecks } from '../tables/github-checks';
import { mailOutbox } from '../tables/mail';
import { ownerNoticeJobs } from '../tables/notices';
import { refunds } from '../tables/refunds';
import { webhookDeliveries } from '../tables/webhooks';

/** The background workers, as the metrics and the admin name them. */
export const WORKER_NAMES = ['mail', 'builds', 'refunds', 'githubChecks', 'owners', 'webhooks'] as const;
export type TWorkerName = (typeof WORKER_NAMES)[number];

export type TWorkerQueueRow = { worker: TWorkerName; depth: number; oldestCreatedAt: Date | null };

/**
 * Each worker's queue: the rows its worker still has to finish (waiting, retrying or under way).
 * Every condition is the predicate of that table's partial "due" index, so a count reads the index
 * only (a queue is short when all is well).
 */
const QUEUES: { worker: TWorkerName; table: PgTable; createdAt: PgColumn; open: SQL }[] = [
  {
    worker: 'mail',
    table: mailOutbox,
    createdAt: mailOutbox.createdAt,
    open: inArray(mailOutbox.status, ['PENDING', 'SENDING']),
  },
  {
    worker: 'builds',
    table: builds,
    createdAt: builds.createdAt,
    open: inArray(builds.status, ['QUEUED', 'IMPORTING']),
  },
  {
    worker: 'refunds',
    table: refunds,
    createdAt: refunds.createdAt,
    open: inArray(refunds.status, ['APPROVED', 'PENDING']),
  },
  {
    worker: 'githubChecks',
    table: githubChecks,
    createdAt: githubChecks.createdAt,
    open: inArray(githubChecks.status, ['PENDING', 'CHECKING']),
  },
  {
    worker: 'owners',
    table: ownerNoticeJobs,
    createdAt: ownerNoticeJobs.createdAt,
    open: inArray(ownerNoticeJobs.status, ['PENDING']),
  },
  {
    worker: 'webhooks',
    table: webhookDeliveries,
    createdAt: webhookDeliveries.createdAt,
    open: inArray(webhookDeliveries.status, ['PENDING']),
  },
];

export function createWorkerQueueRepository(db: TDb) {
  return {
    /** How many items each worker has open and when the oldest of them was made. */
    async queues(): Promise<TWorkerQueueRow[]> {
      return Promise.all(
        QUEUES.map(async ({ worker, table, createdAt, open }) => {
          const [row] = await db
            .select({ depth: count(), oldest: min(createdAt) })
            .from(table)
            .where(open);
          const oldest = row?.oldest ?? null;
          return {
            worker,
            depth: row?.depth ?? 0,
            oldestCreatedAt: oldest === null ? null : new Date(oldest as Date | string),
          };
        }),
      );
    },
  };
}
