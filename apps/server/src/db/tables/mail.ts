import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A custom app request: stored first, whatever happens to its e-mail afterwards. */
export const customRequests = pgTable(
  'custom_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    sharedUrl: text('shared_url'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    /** The type read from the file's bytes, not from its name. */
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    /** The file's key in the blob store (the SHA-256 of its bytes). */
    attachmentKey: text('attachment_key'),
    /**
     * Where files were kept before the blob store: emptied into the store at start-up
     * (moveStoredAttachments). Nothing writes it any more; it can be dropped once every installation
     * has started once on a version with the blob store (it is then null in every row).
     */
    attachment: bytea('attachment'),
    language: text('language').notNull().default('es'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('custom_requests_created_idx').on(t.createdAt)],
);

export const mailStatusEnum = pgEnum('mail_status', ['PENDING', 'SENDING', 'SENT', 'FAILED']);

/**
 * The outbox: every e-mail is written here in the transaction of the change it tells about, then
 * sent by the worker with retries. A row is claimed by one worker at a time (SENDING with a lease)
 * and marked SENT once the provider accepted it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail tells of: custom_request, purchase_receipt, sale_notice, password_reset, ... */
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    toName: text('to_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The custom request the mail tells of (the admin's list shows its delivery state). */
    customRequestId: uuid('custom_request_id').references(() => customRequests.id, { onDelete: 'cascade' }),
    /** The file sent with the mail: its key in the blob store, its name and type. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    /**
     * A mail of a batch to many (owners told of a new version): sent after every other mail due,
     * so tens of thousands of them never hold up a receipt or a password reset queued later.
     */
    bulk: boolean('bulk').notNull().default(false),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamptz('sent_at'),
    /** When an admin marked a mail that gave up (FAILED) as handled: it leaves the stuck list. */
    handledAt: timestamptz('handled_at'),
    /**
     * Headers the mail is sent with, beside the usual ones: `List-Unsubscribe` and
     * `List-Unsubscribe-Post` (RFC 8058) on every mail that is not about the account's security.
     */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // What is due, in the order it is sent: every other mail before the mails of a batch to many.
    index('mail_outbox_due_idx')
      .on(t.bulk, t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index('mail_outbox_request_idx').on(t.customRequestId),
  ],
);

export type TCustomRequestRow = typeof customRequests.$inferSelect;
