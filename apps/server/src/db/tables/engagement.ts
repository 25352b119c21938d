import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';
import { sales } from './payments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One rating per person and project; rating again replaces it. */
export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('ratings_user_idx').on(t.userId)],
);

/** Comments as plain text; removed by an admin with deleted_at (kept for the record). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two comments in the same millisecond still list in the order written. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when they wrote it (the project's comments are listed by author name). */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('comments_project_idx').on(t.projectId, t.createdAt).where(sql`${t.deletedAt} is null`)],
);

/**
 * The app developer's answer to a comment, shown under it: at most one live reply per comment (a
 * unique index over the live ones; a second write edits it). Removed with deleted_at, by its
 * developer or an admin, and with its comment (kept for the record, as comments are).
 */
export const commentReplies = pgTable(
  'comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** The developer who wrote it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When its developer last changed the text; null when never edited. */
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('comment_replies_live_comment_idx').on(t.commentId).where(sql`${t.deletedAt} is null`),
    // Every reply a comment ever had (the commenter is told of the first one only).
    index('comment_replies_comment_idx').on(t.commentId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('favorites_project_idx').on(t.projectId)],
);

/**
 * Who may open which paid app: one row per person and project, written in the transaction of the
 * confirmed payment (or for a free app, when it is claimed). "Pay once, use always".
 */
export const purchases = pgTable(
  'purchases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    /** The sale that granted it (null for free apps). */
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    // An app's owners in the order of their ids: the owners' notices are written in batches by it.
    index('purchases_project_idx').on(t.projectId, t.userId),
  ],
);
