import { sql } from 'drizzle-orm';
import {
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

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const webhookEndpointStatusEnum = pgEnum('webhook_endpoint_status', ['ACTIVE', 'PAUSED']);
/** PENDING: to be sent (now or at `next_attempt_at`); DELIVERED: a 2xx came back; FAILED: given up. */
export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', [
  'PENDING',
  'DELIVERED',
  'FAILED',
]);

/**
 * A developer's webhook endpoint: where their events are POSTed, which ones, and the secret that
 * signs them. A rotation keeps the secret before it (`previous_secret`) signing beside the new one
 * until `previous_secret_expires_at`. An endpoint whose deliveries all failed since `failing_since`
 * for 3 days is PAUSED (`paused_reason` 'failing') and gets nothing until resumed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types it subscribes to ('sale.completed', …). */
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    status: webhookEndpointStatusEnum('status').notNull().default('ACTIVE'),
    pausedReason: text('paused_reason').$type<'failing'>(),
    pausedAt: timestamptz('paused_at'),
    /** The first failed attempt since the last success (null: the last attempt succeeded, or none yet). */
    failingSince: timestamptz('failing_since'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_developer_idx').on(t.developerId, t.createdAt)],
);

/**
 * An event as it is sent: its id (the same in every attempt and to every endpoint) and its
 * versioned body, written in the transaction of the fact it tells of.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_events_developer_idx').on(t.developerId, t.createdAt)],
);

/**
 * One event to one endpoint: its attempts and where it stands. The worker claims a due PENDING row
 * (`FOR UPDATE SKIP LOCKED`, then `locked_until` as a lease) so two processes never send it at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: webhookDeliveryStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** A claim's lease: another worker may take the row once it has passed (its holder stopped). */
    lockedUntil: timestamptz('locked_until'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    responseStatus: integer('response_status'),
    /** The first 1 KB of the last answer, as text. */
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
