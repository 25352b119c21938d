import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { paymentOrders } from './payments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const discountKindEnum = pgEnum('discount_kind', ['PERCENT', 'FIXED']);
export const discountStatusEnum = pgEnum('discount_status', ['ACTIVE', 'PAUSED']);
/** A use of a code: HELD by an order not captured yet (until `held_until`), or USED by a purchase. */
export const discountUseStatusEnum = pgEnum('discount_use_status', ['HELD', 'USED']);

/**
 * A discount code a developer made for one of their apps (`project_id`) or for all of them (null).
 * The code is kept as typed and compared in capitals (`code_key`), unique per developer.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    kind: discountKindEnum('kind').notNull(),
    /** PERCENT: 1–100. */
    percent: integer('percent'),
    /** FIXED: the amount off, in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** At most this many purchases (held orders count while they hold); null: no limit. */
    maxUses: integer('max_uses'),
    status: discountStatusEnum('status').notNull().default('ACTIVE'),
    /** Shown on the store's card and the app's page while it runs (a sale price). */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_developer_code_key').on(t.developerId, t.codeKey),
    index('discount_codes_public_idx').on(t.projectId).where(sql`${t.isPublic} and ${t.status} = 'ACTIVE'`),
  ],
);

/**
 * The uses of a code: one per order made with it (held until the order is captured or its hold
 * ends) and one per purchase it made free. A code's count is its USED rows and its HELD rows whose
 * hold has not ended, read with the code's row locked, so the maximum holds under concurrency.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    /** The payment order it was applied to; null for a purchase the code made free. */
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    status: discountUseStatusEnum('status').notNull(),
    /** The list price and the price paid, in cents, when the code was applied. */
    listPriceCents: bigint('list_price_cents', { mode: 'number' }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    heldUntil: timestamptz('held_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('discount_code_uses_order_key').on(t.orderId),
    index('discount_code_uses_code_idx').on(t.codeId, t.status),
  ],
);
