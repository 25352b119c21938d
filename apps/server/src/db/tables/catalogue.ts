import type { TProjectNoteCode } from '@vitrina/shared/projects/statuses';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const projectStatusEnum = pgEnum('project_status', [
  'DRAFT',
  'PENDING',
  'UNDER_REVIEW',
  'PUBLISHED',
  'REJECTED',
  'SUSPENDED',
]);

/** PostgreSQL full-text vector; filled from the shared search normaliser's document. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Extra descriptive fields of the sample catalogue (features, compatibility, technologies, size). */
export type TProjectExtras = {
  features?: string[];
  compatibility?: string[];
  technologies?: string[];
  size?: string;
};

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    version: text('version').notNull().default('1.0.0'),
    /** The price; for a pay-what-you-want app, the least a buyer may pay (0 allowed). */
    priceCents: integer('price_cents').notNull(),
    /** Pay what you want: the buyer types an amount of at least `priceCents`. */
    payWhatYouWant: boolean('pay_what_you_want').notNull().default(false),
    /** Pay what you want: the amount the buy window suggests (≥ the minimum); null: the minimum. */
    suggestedPriceCents: integer('suggested_price_cents'),
    originalPriceCents: integer('original_price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    mainImage: text('main_image').notNull(),
    screenshots: text('screenshots').array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text('video_url'),
    /** One of the shared categories; stored as text so unknown legacy values survive. */
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    targetAudience: text('target_audience').notNull(),
    demoUrl: text('demo_url').notNull(),
    documentationUrl: text('documentation_url'),
    sourceCodeUrl: text('source_code_url').notNull(),
    supportEmail: text('support_email').notNull(),
    privacyPolicyUrl: text('privacy_policy_url'),
    termsOfServiceUrl: text('terms_of_service_url'),
    license: text('license'),
    isOpenSource: boolean('is_open_source').notNull().default(false),
    allowTrialVersion: boolean('allow_trial_version').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    enableCommissions: boolean('enable_commissions').notNull().default(true),
    /** Commission override for this project set by an admin, basis points; null = developer/platform rate. */
    customCommissionRateBps: integer('custom_commission_rate_bps'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    status: projectStatusEnum('status').notNull().default('UNDER_REVIEW'),
    /** The reviewer's note (reason of the last rejection or suspension). */
    observations: text('observations'),
    /** A note the product wrote instead (shown in the reader's language). */
    observationsCode: text('observations_code').$type<TProjectNoteCode>(),
    extras: jsonb('extras').$type<TProjectExtras>().notNull().default({}),
    // Figures kept by the server in the transaction of the event that changes them.
    views: integer('views').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    rating1: integer('rating_1').notNull().default(0),
    rating2: integer('rating_2').notNull().default(0),
    rating3: integer('rating_3').notNull().default(0),
    rating4: integer('rating_4').notNull().default(0),
    rating5: integer('rating_5').notNull().default(0),
    searchVector: tsvector('search_vector').notNull(),
    /**
     * Every prefix of every word of the search vector, kept by PostgreSQL (the search_prefixes
     * function, migration 0009). The store search looks a word up here exactly where it would match
     * it as a prefix on the vector ("foto" for "fotografia"): an index look-up instead of a walk of
     * every word it starts, and a cheap test of a row.
     */
    searchPrefixes: tsvector('search_prefixes')
      .notNull()
      .generatedAlwaysAs(sql`search_prefixes(search_vector)`),
    /** The version of the search documents the vector was built from (SEARCH_VERSION). */
    searchVersion: smallint('search_version').notNull().default(0),
    /**
     * The "best rated" order, kept by PostgreSQL: the average rating, lifted by 5 once the app has
     * STORE_RATING_MIN_COUNT ratings, so an app's average counts fully only from there.
     */
    ratingRank: real('rating_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`(case when rating_count >= 3 then 5 else 0 end) + rating_sum::real / greatest(rating_count, 1)`,
      ),
    publishedAt: timestamptz('published_at'),
    /**
     * The approved build the app's own origin serves (builds.id; no foreign key: builds refer to
     * projects, and the switch to a newly approved build is one update of this column).
     */
    currentBuildId: uuid('current_build_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_slug_key').on(t.slug),
    index('projects_developer_idx').on(t.developerId, t.createdAt.desc()),
    // The store: published projects, newest first, optionally by category or free only.
    index('projects_store_idx').on(t.status, t.publishedAt.desc(), t.id),
    index('projects_store_category_idx').on(t.status, t.category, t.publishedAt.desc(), t.id),
    index('projects_store_free_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.priceCents} = 0`),
    index('projects_search_prefixes_idx').using('gin', t.searchPrefixes),
    // The store's other orders, over published apps.
    index('projects_store_popular_idx')
      .on(t.salesCount.desc(), t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('projects_store_rating_idx')
      .on(t.ratingRank.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('projects_store_price_idx').on(t.priceCents, t.id).where(sql`${t.status} = 'PUBLISHED'`),
    index('projects_search_version_idx').on(t.searchVersion),
  ],
);

export const deletionRequestStatusEnum = pgEnum('deletion_request_status', [
  'PENDING',
  'ACCEPTED',
  'REFUSED',
]);

/** A developer's request to remove a paid or sold project; an admin decides. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: deletionRequestStatusEnum('status').notNull().default('PENDING'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('deletion_requests_status_idx').on(t.status, t.createdAt),
    // At most one open request per project.
    uniqueIndex('deletion_requests_open_key').on(t.projectId).where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Per project and day: views and sales, for the developer's analytics without scanning events. */
export const projectDailyStats = pgTable(
  'project_daily_stats',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);

export type TProjectRow = typeof projects.$inferSelect;
export type TNewProject = typeof projects.$inferInsert;

/**
 * Published projects per category and price kind, kept by a trigger on `projects` (migration
 * 0007): the store's totals and category counts read these few rows instead of counting the
 * catalogue on every request.
 */
export const storeCounts = pgTable(
  'store_counts',
  {
    category: text('category').notNull(),
    free: boolean('free').notNull(),
    published: integer('published').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.free] })],
);
