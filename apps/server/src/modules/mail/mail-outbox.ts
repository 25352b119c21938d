import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import type { TDatabase } from '../../db/client';
import { customRequests, mailOutbox } from '../../db/tables/mail';
import { MailProviderError } from '../../integrations/mail/mail-provider';

type TDb = Pick<TDatabase, 'insert'>;
export type TOutboxMessage = {
  kind: 'custom_request' | 'purchase_receipt' | 'sale_notice';
  to: { email: string; name?: string | null };
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  customRequestId?: string | null;
  meta?: Record<string, unknown>;
};

/** How long a claimed message is reserved for the worker that claimed it. */
const LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Writes a message to the outbox; call it inside the transaction of the change it tells about. */
export async function enqueueMail(db: TDb, message: TOutboxMessage, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: message.kind,
    toEmail: message.to.email,
    toName: message.to.name ?? null,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    html: message.html,
    text: message.text,
    customRequestId: message.customRequestId ?? null,
    meta: message.meta ?? {},
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Sends what is due, one message at a time. A message is claimed with one UPDATE of a row picked
 * with FOR UPDATE SKIP LOCKED, so two workers (or processes) never send the same message; a
 * failure is retried later with exponential backoff, up to MAIL_MAX_ATTEMPTS.
 */
export function createMailOutbox(deps: TAppDeps, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>) {
  const { db, clock, config, mail } = deps;

  async function claim() {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, now)),
          // A worker that died mid-send leaves its lease to expire.
          and(eq(mailOutbox.status, 'SENDING'), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({
        status: 'SENDING',
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row ?? null;
  }

  async function attachmentOf(customRequestId: string | null) {
    if (!customRequestId) return null;
    const [request] = await db
      .select({
        name: customRequests.attachmentName,
        type: customRequests.attachmentType,
        content: customRequests.attachment,
      })
      .from(customRequests)
      .where(eq(customRequests.id, customRequestId));
    if (!request?.content || !request.name) return null;
    return { name: request.name, type: request.type ?? 'application/octet-stream', content: request.content };
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
        attachment: await attachmentOf(row.customRequestId),
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'SENT',
          sentAt: clock.now(),
          providerMessageId: messageId,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, row.id));
      log.info({ mailId: row.id, kind: row.kind, provider: mail.name, attempts: row.attempts }, 'mail sent');
    } catch (error) {
      const permanent = error instanceof MailProviderError && error.permanent;
      const giveUp = permanent || row.attempts >= config.MAIL_MAX_ATTEMPTS;
      const delay = Math.min(config.MAIL_RETRY_BASE_MS * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'FAILED' : 'PENDING',
          lockedUntil: null,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + delay),
        })
        .where(eq(mailOutbox.id, row.id));
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
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await outbox.drain();
      } catch (error) {
        log.error({ err: error }, 'mail worker tick failed');
      }
    });
  }, pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
