import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const paymentProviderEnum = pgEnum('payment_provider', ['paypal', 'sandbox']);
export const paymentOrderStatusEnum = pgEnum('payment_order_status', [
  'CREATED',
  'PENDING',
  'COMPLETED',
  'FAILED',
]);
export const payoutStatusEnum = pgEnum('payout_status', ['PENDING', 'PROCESSING', 'PAID']);
/** A developer payout: sent to the provider (PROCESSING), then PAID, or FAILED (nothing was paid). */
export const developerPayoutStatusEnum = pgEnum('developer_payout_status', ['PROCESSING', 'PAID', 'FAILED']);

/** The buyer details the checkout sends, kept with the order (name, e-mail, phone, country). */
export type TOrderBuyer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
};

/**
 * A payment order created with the provider for one buyer and one app. The amount is the
 * project's price read from the database when the order was created; the browser never sets it.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's order id (PayPal's, or the sandbox's). */
    providerOrderId: text('provider_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentOrderStatusEnum('status').notNull().default('CREATED'),
    buyer: jsonb('buyer').$type<TOrderBuyer | null>(),
    /** The provider's capture id once the money moved. */
    captureId: text('capture_id'),
    /** The provider's reason when a capture was refused (e.g. INSTRUMENT_DECLINED). */
    failureCode: text('failure_code'),
    /** The referral source (`?ref=`) the buyer arrived with within its window, if any. */
    referralSource: text('referral_source'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key').on(t.provider, t.providerOrderId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A confirmed sale: written once per captured order, in the same transaction as the buyer's
 * access. Commission and the developer's net are fixed here, at the moment of the sale.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
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
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The rate applied, in basis points (1000 = 10 %). */
    commissionRateBps: integer('commission_rate_bps').notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    /** What the developer is owed: amount − commission. */
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** The developer's merchant id at the moment of the sale (the payout's payee). */
    paypalMerchantId: text('paypal_merchant_id'),
    payoutStatus: payoutStatusEnum('payout_status').notNull().default('PENDING'),
    /** When a payout attempt claimed this sale (a stale claim may be retried). */
    payoutClaimedAt: timestamptz('payout_claimed_at'),
    /** The developer payout that settled this sale (with the developer's other sales of that moment). */
    payoutId: uuid('payout_id').references((): AnyPgColumn => payouts.id, { onDelete: 'restrict' }),
    /** The order's referral source (`?ref=`), copied at the sale for the developer's analytics. */
    referralSource: text('referral_source'),
    /** When a full refund of this sale completed: it then counts in no figure and owes no payout. */
    refundedAt: timestamptz('refunded_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_order_key').on(t.orderId),
    index('sales_developer_idx').on(t.developerId, t.createdAt),
    index('sales_project_idx').on(t.projectId, t.createdAt),
    index('sales_pending_payout_idx')
      .on(t.createdAt)
      .where(sql`${t.payoutStatus} <> 'PAID' and ${t.refundedAt} is null`),
    index('sales_payout_idx').on(t.payoutId),
    index('sales_developer_source_idx')
      .on(t.developerId, t.referralSource, t.createdAt)
      .where(sql`${t.referralSource} is not null`),
    // The admin overview's sums, read from the index alone.
    index('sales_totals_idx').on(t.payoutStatus, t.amountCents, t.commissionCents, t.netCents),
  ],
);

/**
 * A payment to a developer of what their ledger says they are owed, made by an admin through the
 * provider (its id is the provider's request id, so a retry never pays twice). It settles the
 * developer's unpaid sales of that moment (`sales.payout_id`). Payouts made before balances existed
 * paid one sale each (`sale_id`).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The one sale a payout paid before payouts were made per developer; null since. */
    saleId: uuid('sale_id').references((): AnyPgColumn => sales.id, { onDelete: 'restrict' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    receiverMerchantId: text('receiver_merchant_id').notNull(),
    /** The provider's reference (PayPal's payout batch id); null until the provider accepted it. */
    reference: text('reference'),
    status: developerPayoutStatusEnum('status').notNull().default('PROCESSING'),
    /** How many sales it settled. */
    salesCount: integer('sales_count').notNull().default(0),
    /** The provider's reason when it refused the payout. */
    failureCode: text('failure_code'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    uniqueIndex('payouts_sale_key').on(t.saleId),
    index('payouts_developer_idx').on(t.developerId),
    // One payout under way per developer: concurrent "pay" clicks cannot pay twice.
    uniqueIndex('payouts_one_processing_key').on(t.developerId).where(sql`${t.status} = 'PROCESSING'`),
  ],
);

/**
 * The embedded sandbox provider's own orders, kept in the database so several processes agree.
 * It stands in for PayPal's side of the conversation; nothing here is money.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  payeeMerchantId: text('payee_merchant_id'),
  status: text('status').notNull().default('CREATED'),
  captureId: text('capture_id'),
  /** The sandbox's refund of the capture (full refunds only, as the product makes). */
  refundId: text('refund_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
