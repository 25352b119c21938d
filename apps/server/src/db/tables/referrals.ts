import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A visit to a public page whose address carried `?ref=SOURCE`. One row per visitor, source and
 * page a day (`visitor_key` is the first-party referral cookie's random id, never a person's
 * identity), so reloading a page does not count again. The page's app (`project_id`) or developer
 * (`developer_id`, also set for an app's page) says whose analytics count it; a store-wide page
 * (home, store, about) counts for no developer.
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    visitorKey: text('visitor_key').notNull(),
    /** The page visited, without its query (e.g. /app/notas-rapidas). */
    path: text('path').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    developerId: uuid('developer_id').references(() => users.id, { onDelete: 'cascade' }),
    visitDay: date('visit_day', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_visits_once_a_day_key').on(t.visitorKey, t.source, t.path, t.visitDay),
    index('referral_visits_developer_idx').on(t.developerId, t.createdAt),
  ],
);
