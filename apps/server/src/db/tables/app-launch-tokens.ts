import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Launch tokens already used to open a hosted app (their `jti`), so each opens it once: a replay
 * is refused by every server process alike. A row is needed only until its token expires; expired
 * rows are deleted now and then by the app host.
 */
export const appLaunchTokens = pgTable(
  'app_launch_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('app_launch_tokens_expires_idx').on(t.expiresAt)],
);
