import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { mailOutbox } from '../tables/mail';

export type TOutboxMessage = {
  kind:
    | 'custom_request'
    | 'comment_replied'
    | 'purchase_receipt'
    | 'sale_notice'
    | 'password_reset'
    | 'password_changed'
    | 'github_check_failed'
    | 'refund_requested'
    | 'refund_request_notice'
    | 'refund_completed'
    | 'refund_notice'
    | 'refund_refused'
    | 'payout_sent'
    | 'build_ready'
    | 'build_failed'
    | 'build_approved'
    | 'build_rejected'
    | 'app_update'
    | 'app_suspended'
    | 'app_restored'
    | 'rating_notice'
    | 'comment_notice'
    | 'refund_refused_notice'
    | 'webhook_paused';
  to: { email: string; name?: string | null };
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** A file sent with the mail: its bytes are read from the blob store (by `key`) when it is sent. */
  attachment?: { key: string; name: string; type: string } | null;
  /** The custom request the mail tells of (its delivery state is shown with the request). */
  customRequestId?: string | null;
  meta?: Record<string, unknown>;
  /** A mail of a batch to many: sent after every other mail due (see mail_outbox.bulk). */
  bulk?: boolean;
  /** Headers beside the usual ones (`List-Unsubscribe`, `List-Unsubscribe-Post`), sent as they are. */
  headers?: Record<string, string>;
  /** Its body opens an account (a reset link): kept only until it is sent or given up on. */
  sensitive?: boolean;
};

/** A message as the outbox keeps it. */
export type TOutboxRow = typeof mailOutbox.$inferSelect;

/** What a sensitive message's body becomes once it no longer needs to be sent. */
export const REDACTED_BODY = '[removed once sent: it held a single-use link]';

/** The body column, emptied for a sensitive message. */
const bodyAfterSending = (column: typeof mailOutbox.html | typeof mailOutbox.text) =>
  sql`case when ${mailOutbox.meta} ->> 'sensitive' = 'true' then ${REDACTED_BODY} else ${column} end`;

/** A message as a row of the outbox, due at `now`. */
const rowOf = (message: TOutboxMessage, now: Date) =>
  ({
    kind: message.kind,
    toEmail: message.to.email,
    toName: message.to.name ?? null,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    html: message.html,
    text: message.text,
    customRequestId: message.customRequestId ?? null,
    attachmentKey: message.attachment?.key ?? null,
    attachmentName: message.attachment?.name ?? null,
    attachmentType: message.attachment?.type ?? null,
    meta: message.sensitive ? { ...message.meta, sensitive: true } : (message.meta ?? {}),
    headers: message.headers ?? {},
    bulk: message.bulk ?? false,
    nextAttemptAt: now,
    createdAt: now,
  }) satisfies typeof mailOutbox.$inferInsert;

export function createMailOutboxRepository(db: TDb) {
  return {
    async insert(message: TOutboxMessage, now: Date) {
      await db.insert(mailOutbox).values(rowOf(message, now));
    },

    /** Many messages in one statement (a batch of owners' update mails). */
    async insertMany(messages: TOutboxMessage[], now: Date) {
      if (messages.length === 0) return;
      await db.insert(mailOutbox).values(messages.map((message) => rowOf(message, now)));
    },

    /**
     * Claims the message due first (mails of a batch to many last) with one UPDATE of a row picked with FOR UPDATE SKIP LOCKED, so
     * two workers (or processes) never claim the same one; it stays theirs until `leaseUntil`.
     */
    async claimDue(now: Date, leaseUntil: Date) {
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
        // A batch to many waits for every other mail due (a password reset is never behind it).
        .orderBy(mailOutbox.bulk, mailOutbox.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'SENDING', lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return row ?? null;
    },

    async markSent(id: string, now: Date, providerMessageId: string | null) {
      await db
        .update(mailOutbox)
        .set({
          status: 'SENT',
          sentAt: now,
          providerMessageId,
          lockedUntil: null,
          lastError: null,
          html: bodyAfterSending(mailOutbox.html),
          text: bodyAfterSending(mailOutbox.text),
        })
        .where(eq(mailOutbox.id, id));
    },

    /** Records a failed send: tried again at `nextAttemptAt`, or failed for good. */
    async markAttemptFailed(id: string, failure: { giveUp: boolean; error: string; nextAttemptAt: Date }) {
      await db
        .update(mailOutbox)
        .set({
          status: failure.giveUp ? 'FAILED' : 'PENDING',
          lockedUntil: null,
          lastError: failure.error.slice(0, 500),
          nextAttemptAt: failure.nextAttemptAt,
          ...(failure.giveUp
            ? { html: bodyAfterSending(mailOutbox.html), text: bodyAfterSending(mailOutbox.text) }
            : {}),
        })
        .where(eq(mailOutbox.id, id));
    },

    /** The messages of custom requests (their delivery state, for the admin's list). */
    async listByCustomRequests(customRequestIds: string[]) {
      if (customRequestIds.length === 0) return [];
      return db.select().from(mailOutbox).where(inArray(mailOutbox.customRequestId, customRequestIds));
    },
  };
}
