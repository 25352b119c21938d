import type { TEmailKind } from '@vitrina/shared/notices/email-kinds';
import type { TNoticeCode, TNoticeParams } from '@vitrina/shared/notices/notice-codes';
import { sql } from 'drizzle-orm';
import {
  date,
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
import { users } from './accounts';
import { builds } from './builds';
import { projects } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What the product told a person in the product itself (the bell). A notice is stored as a code
 * and its parameters, never as text: it is put into words when it is read, in the reader's
 * language of that moment. `link` is the path of the product where it matters.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').$type<TNoticeCode>().notNull(),
    params: jsonb('params').$type<TNoticeParams>().notNull().default({}),
    /** A few lines of people's own text it tells of (release notes, a comment), as written. */
    quote: text('quote'),
    link: text('link').notNull(),
    /** The app it is about, if any. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /**
     * Makes a notice written by a job exact: one per person and key (an owners' batch written
     * twice after a lost lease inserts nothing the second time). Null for notices of one event.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // The reader's list, newest first, paged.
    index('notices_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count.
    index('notices_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notices_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

/** Kinds of e-mail a person turned off (a row = muted); in-app notices go on all the same. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TEmailKind>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Apps whose update mails an owner turned off one by one (a row = muted). */
export const appUpdateOptOuts = pgTable(
  'app_update_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

export const ownerNoticeKindEnum = pgEnum('owner_notice_kind', [
  'VERSION_CURRENT',
  'APP_SUSPENDED',
  'APP_RESTORED',
]);
export const ownerNoticeJobStatusEnum = pgEnum('owner_notice_job_status', ['PENDING', 'DONE']);

/**
 * Telling every owner of an app (a new current version, suspended, back): recorded by the change
 * in one row, then worked through by the notice worker in batches of owners, in the order of their
 * ids (`cursor`: the last one done), so an app with 50,000 owners never holds up the change that
 * caused it, the outbox or another job. Claimed like the outbox's rows: FOR UPDATE SKIP LOCKED and
 * a lease (`lockedUntil`, `claim`).
 */
export const ownerNoticeJobs = pgTable(
  'owner_notice_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: ownerNoticeKindEnum('kind').notNull(),
    /** The build that became current (VERSION_CURRENT). */
    buildId: uuid('build_id').references(() => builds.id, { onDelete: 'cascade' }),
    /** What the notices and mails say, as it was at the change: app name and slug, version, notes. */
    facts: jsonb('facts').$type<TOwnerNoticeFacts>().notNull(),
    status: ownerNoticeJobStatusEnum('status').notNull().default('PENDING'),
    /** The last owner (by user id) told; null before the first batch. */
    cursor: uuid('cursor'),
    notified: integer('notified').notNull().default(0),
    mailed: integer('mailed').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    /** Who holds the lease: a batch commits only while its worker still holds it. */
    claim: uuid('claim'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('owner_notice_jobs_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`)],
);

/** What an owners' job tells: written when the change happens, so later edits do not change it. */
export type TOwnerNoticeFacts = {
  appName: string;
  slug: string;
  version?: string;
  /** The first lines of the version's release notes; null: none. */
  notes?: string | null;
};

/**
 * The update mails sent: at most one per app, owner and day (UTC). A second version approved the
 * same day still writes its notice, but its mail finds this row and is not sent.
 */
export const ownerUpdateMailDays = pgTable(
  'owner_update_mail_days',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId, t.day] })],
);

export type TNoticeRow = typeof notices.$inferSelect;
export type TOwnerNoticeJobRow = typeof ownerNoticeJobs.$inferSelect;
export type TOwnerNoticeKind = (typeof ownerNoticeKindEnum.enumValues)[number];
