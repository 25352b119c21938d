import { randomUUID } from 'node:crypto';
import type { TAppDeps } from '../../app-deps';
import type { TDb } from '../../db/client';
import {
  createOwnerNoticeJobRepository,
  type TOwnerContact,
} from '../../db/repositories/owner-notice-job.repository';
import type { TOwnerNoticeFacts, TOwnerNoticeJobRow, TOwnerNoticeKind } from '../../db/tables/notices';
import { startPollingWorker } from '../../lib/polling-worker';
import { reportWorkerFailure } from '../../lib/worker-failures';
import { enqueueMails, type TOutboxMessage } from '../mail';
import { addNotices, type TNoticeDraft } from './notices';
import { notifyContext, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { appRestoredMail, appSuspendedMail, appUpdateMail } from './templates/owner-mail-templates';

/** Owners told per batch: one transaction writes their notices and mails, so its time is bounded. */
export const OWNER_BATCH_SIZE = 500;
/** Batches one tick of the worker runs before it lets the process breathe. */
const BATCHES_PER_TICK = 20;
/** How long a claimed job is its worker's (one batch takes well under a second). */
const LEASE_MS = 2 * 60_000;
const RETRY_BASE_MS = 10_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * Records that every owner of an app is to be told of a change (a new current version, suspended,
 * back): one row, in the change's transaction. The notices and mails are written later by the
 * owner notice worker, in batches: the change never waits for its owners, however many.
 */
export async function recordOwnerNotices(
  tx: TDb,
  job: {
    projectId: string;
    kind: TOwnerNoticeKind;
    buildId?: string | null;
    facts: TOwnerNoticeFacts;
    at: Date;
  },
) {
  await createOwnerNoticeJobRepository(tx).insert({ ...job, now: job.at });
}

/** What one owner is told of a job: the notice (always) and the mail (when they want it). */
function ownerMessages(
  context: TNotifyContext,
  job: TOwnerNoticeJobRow,
  owner: TOwnerContact,
): { notice: TNoticeDraft; mail: TOutboxMessage } {
  const { facts } = job;
  const common = {
    language: owner.language,
    productName: context.config.PRODUCT_NAME,
    to: { email: owner.email, name: owner.name },
    appName: facts.appName,
  };
  const appPath = `/app/${facts.slug}`;
  const notice = { userId: owner.userId, projectId: job.projectId, dedupeKey: `owners:${job.id}` };
  switch (job.kind) {
    case 'VERSION_CURRENT': {
      const version = facts.version ?? '';
      return {
        notice: {
          ...notice,
          code: 'owner.version_current',
          params: { app: facts.appName, version },
          quote: facts.notes ?? null,
          link: appPath,
        },
        mail: appUpdateMail({
          ...common,
          version,
          notes: facts.notes ?? null,
          appUrl: `${context.baseUrl}${appPath}`,
        }),
      };
    }
    case 'APP_SUSPENDED':
      return {
        notice: {
          ...notice,
          code: 'owner.app_suspended',
          params: { app: facts.appName },
          link: '/user-dashboard',
        },
        mail: appSuspendedMail({ ...common, purchasesUrl: `${context.baseUrl}/user-dashboard` }),
      };
    case 'APP_RESTORED':
      return {
        notice: {
          ...notice,
          code: 'owner.app_restored',
          params: { app: facts.appName },
          link: appPath,
        },
        mail: appRestoredMail({ ...common, appUrl: `${context.baseUrl}${appPath}` }),
      };
  }
}

/** What one batch did (tests and the log read it). */
export type TOwnerBatch = {
  jobId: string;
  kind: TOwnerNoticeKind;
  /** Owners read in this batch (at most the batch size). */
  owners: number;
  notified: number;
  mailed: number;
  done: boolean;
};

type TLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

/**
 * The owner notice worker: claims a job as the outbox claims a mail (FOR UPDATE SKIP LOCKED and a
 * lease, any process), and tells its next `batchSize` owners in one transaction: their notices,
 * and the mails of those who want them (an update mail at most once per app, owner and day),
 * queued in the outbox in one statement; then gives the job back, so several apps' jobs take
 * turns. A batch that fails is written not at all and tried again later.
 */
export function createOwnerNoticeWorker(
  deps: Pick<TAppDeps, 'db' | 'clock' | 'config' | 'appTokenSecret'>,
  log: TLog,
  options: { batchSize?: number } = {},
) {
  const { db, clock } = deps;
  const batchSize = options.batchSize ?? OWNER_BATCH_SIZE;
  const context = notifyContext(deps.config, clock, deps.appTokenSecret);
  const mails = optionalMails(context);

  async function writeBatch(tx: TDb, job: TOwnerNoticeJobRow): Promise<TOwnerBatch> {
    const jobs = createOwnerNoticeJobRepository(tx);
    const owners = await jobs.ownersAfter(job.projectId, job.cursor, batchSize, job.createdAt);
    const at = clock.now();
    const messages = new Map(owners.map((owner) => [owner.userId, ownerMessages(context, job, owner)]));
    const told = new Set(
      await addNotices(
        tx,
        [...messages.values()].map((message) => message.notice),
        at,
      ),
    );
    let mailTo = owners.filter((owner) => owner.mailWanted && told.has(owner.userId));
    if (job.kind === 'VERSION_CURRENT') {
      const firstToday = new Set(
        await jobs.takeMailDays(
          job.projectId,
          mailTo.map((owner) => owner.userId),
          at.toISOString().slice(0, 10),
        ),
      );
      mailTo = mailTo.filter((owner) => firstToday.has(owner.userId));
    }
    const outgoing: TOutboxMessage[] = mailTo.map((owner) => ({
      ...mails.withUnsubscribe((messages.get(owner.userId) as { mail: TOutboxMessage }).mail, {
        userId: owner.userId,
        language: owner.language,
        kind: 'app_updates',
        projectId: job.projectId,
      }),
      // Sent after every other mail due: a batch to thousands never holds up a receipt or a reset.
      bulk: true,
    }));
    await enqueueMails(tx, outgoing, at);
    const done = owners.length < batchSize;
    await jobs.advance(job.id, {
      cursor: owners.at(-1)?.userId ?? job.cursor,
      notified: told.size,
      mailed: outgoing.length,
      done,
      now: at,
    });
    return {
      jobId: job.id,
      kind: job.kind,
      owners: owners.length,
      notified: told.size,
      mailed: outgoing.length,
      done,
    };
  }

  /** Claims a due job and tells its next batch of owners; null when no job is due. */
  async function runOnce(): Promise<TOwnerBatch | null> {
    const claim = randomUUID();
    const now = clock.now();
    const job = await createOwnerNoticeJobRepository(db).claimDue(
      now,
      new Date(now.getTime() + LEASE_MS),
      claim,
    );
    if (!job) return null;
    try {
      const batch = await db.transaction(async (tx) => {
        const held = await createOwnerNoticeJobRepository(tx).lockClaimed(job.id, claim);
        return held ? writeBatch(tx, held) : null;
      });
      if (batch?.done) log.info({ jobId: job.id, kind: job.kind, projectId: job.projectId }, 'owners told');
      return batch ?? { jobId: job.id, kind: job.kind, owners: 0, notified: 0, mailed: 0, done: false };
    } catch (error) {
      const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, job.attempts - 1), MAX_BACKOFF_MS);
      await createOwnerNoticeJobRepository(db).retryLater(
        job.id,
        claim,
        (error as Error).message,
        new Date(clock.now().getTime() + delay),
      );
      reportWorkerFailure(deps, 'owners', 'retry');
      log.warn({ jobId: job.id, err: (error as Error).message }, 'owner notice batch failed; will retry');
      return { jobId: job.id, kind: job.kind, owners: 0, notified: 0, mailed: 0, done: false };
    }
  }

  return {
    runOnce,
    /** Runs batches until nothing is due or `limit` batches ran; answers them. */
    async drain(limit = BATCHES_PER_TICK) {
      const batches: TOwnerBatch[] = [];
      while (batches.length < limit) {
        const batch = await runOnce();
        if (!batch) break;
        batches.push(batch);
      }
      return batches;
    },
  };
}

export type TOwnerNoticeWorker = ReturnType<typeof createOwnerNoticeWorker>;

/** Runs the owner notice worker every `pollMs` in this process until stopped. */
export function startOwnerNoticeWorker(
  worker: TOwnerNoticeWorker,
  pollMs: number,
  log: { error: (fields: object, message: string) => void },
) {
  return startPollingWorker(() => worker.drain(), pollMs, log, 'owner notice worker');
}
