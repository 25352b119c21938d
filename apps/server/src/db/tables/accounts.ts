import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', ['user', 'developer', 'admin']);

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    paypalMerchantId: text('paypal_merchant_id'),
    /** Stored as `github.com/username`. */
    githubProfile: text('github_profile'),
    /** Internal (official) developers pay no commission. */
    isInternal: boolean('is_internal').notNull().default(false),
    /** Developers must be verified by an admin before they are paid out. */
    verified: boolean('verified').notNull().default(false),
    /** Commission override for this developer, in basis points (1000 = 10 %); null = platform rate. */
    commissionRateBps: integer('commission_rate_bps'),
    /** The language of the e-mails sent to this person (es, en): the one they last used. */
    language: text('language').notNull().default('es'),
    /**
     * Failed sign-ins on this account from every address since `loginAttemptsSince` (the
     * account-wide ceiling of the brute-force guard; per address: `login_throttles`).
     */
    loginAttempts: integer('login_attempts').notNull().default(0),
    loginAttemptsSince: timestamp('login_attempts_since', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_paypal_merchant_id_key').on(t.paypalMerchantId),
    uniqueIndex('users_github_profile_key').on(sql`lower(${t.githubProfile})`),
    // Role lists and the overview's counts (an index-only scan: role and verified are all it reads).
    index('users_role_verified_idx').on(t.role, t.verified),
    // Admin search: name or email starting with the text.
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`${t.email} text_pattern_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account and client address: each address keeps its own count, so a
 * stranger's guesses never slow the owner's own address down. `lastSuccessAt` marks an address
 * the account signed in from, which the account-wide ceiling does not stop.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address').notNull(),
    /** Failures since the last success (or since the count was forgotten). */
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientAddress] })],
);

/**
 * Password reset links. Only the SHA-256 of a link's token is stored; a link works once, until
 * `expiresAt`, and a newer request (or the password changing) voids the ones before it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    // The per-account limit counts an account's recent links.
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every state change that matters leaves a row here: who, what, on which entity, with what data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
    // The decisions log and "reviewed today" read by action, newest first.
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TSessionRow = typeof sessions.$inferSelect;
export type TPasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
