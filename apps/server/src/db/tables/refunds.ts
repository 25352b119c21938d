import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';
import { paymentProviderEnum, payouts, sales } from './payments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * REQUESTED (the buyer asked) → APPROVED (an admin decided; the provider is being asked) →
 * PENDING (the provider holds it) → COMPLETED; or REJECTED (with the admin's reason), or FAILED
 * (the provider refused; nothing was refunded).
 */
export const refundStatusEnum = pgEnum('refund_status', [
  'REQUESTED',
  'APPROVED',
  'PENDING',
  'COMPLETED',
  'REJECTED',
  'FAILED',
]);
/** Who started it: the buyer (a request within the window) or an admin (a dispute, any time). */
export const refundOriginEnum = pgEnum('refund_origin', ['BUYER', 'ADMIN']);

/**
 * A full refund of one sale, asked for by its buyer or started by an admin. Its id is the
 * provider's request id (PayPal-Request-Id), so a retried call can never refund twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: paymentProviderEnum('provider').notNull(),
    /** The sale's amount, commission and developer's net: a full refund returns all three. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    origin: refundOriginEnum('origin').notNull(),
    /** The buyer's reason, or the admin's for a refund they started. */
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    developerComment: text('developer_comment'),
    developerCommentAt: timestamptz('developer_comment_at'),
    status: refundStatusEnum('status').notNull().default('REQUESTED'),
    /** The admin's reason for a refusal (shown to the buyer). */
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    /** The provider's refund id once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** The provider's reason when it refused (e.g. REFUND_TIME_LIMIT_EXCEEDED). */
    failureCode: text('failure_code'),
    /** Provider calls made or checks done, for the worker's backoff. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker next asks the provider (APPROVED with no answer, or PENDING). */
    nextCheckAt: timestamptz('next_check_at'),
    /** A process calling the provider for it now; a claim older than the lease may be taken over. */
    claimedAt: timestamptz('claimed_at'),
    /**
     * When the worker stopped asking the provider: the refund was not settled within the bound
     * (see refund-processing); it waits for an admin in the system tab. Null while it is asked.
     */
    needsAttentionAt: timestamptz('needs_attention_at'),
    /** When an admin last asked for it to be checked again (the bound counts from here); null: since the decision. */
    checksSince: timestamptz('checks_since'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    // One open request per sale, and at most one refund that went (or is going) through.
    uniqueIndex('refunds_one_live_per_sale_key')
      .on(t.saleId)
      .where(sql`${t.status} in ('REQUESTED', 'APPROVED', 'PENDING', 'COMPLETED')`),
    index('refunds_status_idx').on(t.status, t.createdAt),
    index('refunds_buyer_idx').on(t.buyerId),
    index('refunds_developer_idx').on(t.developerId, t.createdAt),
    index('refunds_due_idx').on(t.nextCheckAt).where(sql`${t.status} in ('APPROVED', 'PENDING')`),
  ],
);

export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', ['SALE', 'REFUND', 'PAYOUT']);

/**
 * Each developer's append-only ledger (a trigger refuses UPDATE and DELETE): a sale credits the
 * developer's net, a completed refund debits it, a payout debits what was paid. The balance is
 * the sum; a negative balance is owed back and recovered from later sales.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: ledgerEntryKindEnum('kind').notNull(),
    /** Signed: + for a sale, − for a refund or a payout. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_developer_idx').on(t.developerId, t.createdAt),
    // Each sale, refund and payout is entered once.
    uniqueIndex('ledger_entries_sale_key').on(t.saleId).where(sql`${t.kind} = 'SALE'`),
    uniqueIndex('ledger_entries_refund_key').on(t.refundId),
    uniqueIndex('ledger_entries_payout_key').on(t.payoutId),
  ],
);
