import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import type { TDb } from '../../db/client';
import {
  createMailOutboxRepository,
  type TOutboxMessage,
  type TOutboxRow,
} from '../../db/repositories/mail-outbox.repository';
import { readBytes } from '../../integrations/blob-store/blob-bytes';
import { MailProviderError } from '../../integrations/mail/mail-provider';
import { startPollingWorker } from '../../lib/polling-worker';
import { reportWorkerFailure } from '../../lib/worker-failures';

/** How long a claimed message is reserved for the worker that claimed it. */
const LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Writes a message to the outbox; call it inside the transaction of the change it tells about. */
export async function enqueueMail(db: TDb, message: TOutboxMessage, now: Date): Promise<void> {
  await createMailOutboxRepository(db).insert(message, now);
}

/** Writes many messages to the outbox in one statement (a batch of owners' mails). */
export async function enqueueMails(db: TDb, messages: TOutboxMessage[], now: Date): Promise<void> {
  await createMailOutboxRepository(db).insertMany(messages, now);
}

/**
 * Sends what is due, one message at a time. A message is claimed with one UPDATE of a row picked
 * with FOR UPDATE SKIP LOCKED, so two workers (or processes) never send the same message; a
 * failure is retried later with exponential backoff, up to MAIL_MAX_ATTEMPTS. A message's file is
 * read from the blob store by the key its row carries. What a message says, and to whom, is
 * decided before it is queued (modules/notifications): the outbox only keeps and sends.
 */
export function createMailOutbox(deps: TAppDeps, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>) {
  const { db, clock, config, mail, blobs } = deps;

  const outbox = createMailOutboxRepository(db);

  const claim = () => {
    const now = clock.now();
    return outbox.claimDue(now, new Date(now.getTime() + LEASE_MS));
  };

  /** The row's file, read from the blob store; a file not there (yet) fails this attempt. */
  async function attachmentOf(row: TOutboxRow) {
    if (!row.attachmentKey || !row.attachmentName) return null;
    const content = await readBytes(blobs, row.attachmentKey);
    if (!content) throw new Error(`attachment ${row.attachmentKey} is not in the blob store`);
    return { name: row.attachmentName, type: row.attachmentType ?? 'application/octet-stream', content };
  }

  /** Sends one due message; false when nothing was due. */
  async function sendNext(): Promise<boolean> {
    const row = await claim();
    if (!row) return false;
    try {
      const { messageId } = await mail.send({
        from: { email: config.MAIL_FROM, name: config.PRODUCT_NAME },
        to: { email: row.toEmail, name: row.toName },
        replyTo: row.replyTo ? { email: row.replyTo } : null,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachment: await attachmentOf(row),
        headers: row.headers,
      });
      await outbox.markSent(row.id, clock.now(), messageId);
      log.info({ mailId: row.id, kind: row.kind, provider: mail.name, attempts: row.attempts }, 'mail sent');
    } catch (error) {
      const permanent = error instanceof MailProviderError && error.permanent;
      const giveUp = permanent || row.attempts >= config.MAIL_MAX_ATTEMPTS;
      const delay = Math.min(config.MAIL_RETRY_BASE_MS * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
      await outbox.markAttemptFailed(row.id, {
        giveUp,
        error: (error as Error).message,
        nextAttemptAt: new Date(clock.now().getTime() + delay),
      });
      reportWorkerFailure(deps, 'mail', giveUp ? 'gave_up' : 'retry');
      (giveUp ? log.error : log.warn).call(
        log,
        { mailId: row.id, kind: row.kind, attempts: row.attempts, err: (error as Error).message },
        giveUp ? 'mail failed for good' : 'mail send failed; will retry',
      );
    }
    return true;
  }

  return {
    sendNext,
    /** Sends everything due now (tests, and each tick of the worker). */
    async drain(limit = 50) {
      let sent = 0;
      while (sent < limit && (await sendNext())) sent += 1;
      return sent;
    },
  };
}

export type TMailOutbox = ReturnType<typeof createMailOutbox>;

/** Runs the outbox every MAIL_POLL_MS in this process until stopped. */
export function startMailWorker(outbox: TMailOutbox, pollMs: number, log: Pick<FastifyBaseLogger, 'error'>) {
  return startPollingWorker(() => outbox.drain(), pollMs, log, 'mail worker');
}
