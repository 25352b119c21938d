import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const githubCheckKindEnum = pgEnum('github_check_kind', ['PROFILE', 'REPOSITORY']);
export const githubCheckStatusEnum = pgEnum('github_check_status', ['PENDING', 'CHECKING', 'FAILED']);

/**
 * A code-hosting check GitHub could not answer when it was asked (down, slow, rate-limited): the
 * account or project was kept, and this row is checked again by the worker with backoff (claimed
 * like the mail outbox: CHECKING with a lease, so one process checks it at a time). A check that
 * passes is deleted; one that gets a definite "does not exist" stays FAILED until the person fixes
 * it. While a row exists, the project cannot be published and the developer cannot be paid.
 */
export const githubChecks = pgTable(
  'github_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: githubCheckKindEnum('kind').notNull(),
    /** The developer whose profile (PROFILE) or project (REPOSITORY) this is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** What is checked: `github.com/user` or the repository URL, as the person gave it. */
    target: text('target').notNull(),
    status: githubCheckStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    /** Why the last attempt got no answer (timeout, rate_limited, …), or not_found once FAILED. */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    failedAt: timestamptz('failed_at'),
    /**
     * When the worker stopped asking GitHub: no answer within the bound (see the worker); it waits
     * for an admin in the system tab (the subject stays blocked). Null while it is asked.
     */
    needsAttentionAt: timestamptz('needs_attention_at'),
    /** When an admin last asked for it to be checked again (the bound counts from here); null: since it was made. */
    checksSince: timestamptz('checks_since'),
  },
  (t) => [
    // One check per account profile, one per project repository.
    uniqueIndex('github_checks_profile_key').on(t.userId).where(sql`${t.kind} = 'PROFILE'`),
    uniqueIndex('github_checks_project_key').on(t.projectId).where(sql`${t.kind} = 'REPOSITORY'`),
    index('github_checks_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'CHECKING')`),
    index('github_checks_user_idx').on(t.userId),
  ],
);

export type TGithubCheckRow = typeof githubChecks.$inferSelect;
