import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import {
  projectDailyStats,
  projects,
  storeCounts,
  type TNewProject,
  type TProjectRow,
} from '../tables/catalogue';
import { SEARCH_VERSION, type TSearchDocuments } from './project-columns';
import { createStoreListing } from './store-listing.repository';

export { searchMatchSql, type TProjectCardRow } from './store-listing.repository';

const RATING_COLUMNS = {
  1: projects.rating1,
  2: projects.rating2,
  3: projects.rating3,
  4: projects.rating4,
  5: projects.rating5,
} as const;
const ratingKey = (n: number) => `rating${n}` as 'rating1' | 'rating2' | 'rating3' | 'rating4' | 'rating5';

/** A project with the developer fields every view of it needs. */
export type TProjectWithDeveloper = {
  project: TProjectRow;
  developer: { name: string; isInternal: boolean; commissionRateBps: number | null };
};

const developerColumns = {
  name: users.name,
  isInternal: users.isInternal,
  commissionRateBps: users.commissionRateBps,
};

/** The tsvector of a project's search documents, each with its weight (name first). */
export function searchVectorSql(docs: TSearchDocuments): SQL {
  return sql`setweight(to_tsvector('simple', ${docs.name}), 'A') || setweight(to_tsvector('simple', ${docs.terms}), 'B') || setweight(to_tsvector('simple', ${docs.summary}), 'C') || setweight(to_tsvector('simple', ${docs.description}), 'D')`;
}

export function createProjectRepository(db: TDb) {
  const storeListing = createStoreListing(db);
  return {
    async insert(values: Omit<TNewProject, 'searchVector'>, search: TSearchDocuments) {
      const [row] = await db
        .insert(projects)
        .values({ ...values, searchVector: searchVectorSql(search), searchVersion: SEARCH_VERSION })
        .returning();
      return row as TProjectRow;
    },

    async update(id: string, values: Partial<TNewProject>, search?: TSearchDocuments) {
      const [row] = await db
        .update(projects)
        .set({
          ...values,
          ...(search ? { searchVector: searchVectorSql(search), searchVersion: SEARCH_VERSION } : {}),
        })
        .where(eq(projects.id, id))
        .returning();
      return row as TProjectRow;
    },

    async findWithDeveloper(where: { id: string } | { slug: string }): Promise<TProjectWithDeveloper | null> {
      const [row] = await db
        .select({ project: projects, developer: developerColumns })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.developerId))
        .where('id' in where ? eq(projects.id, where.id) : eq(projects.slug, where.slug))
        .limit(1);
      return row ?? null;
    },

    async slugExists(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.slug, slug))
        .limit(1);
      return Boolean(row);
    },

    /** One page of the public store in the chosen order, with its count (capped for a search). */
    listStore: storeListing.listStore,

    async countPublishedByCategory() {
      return db
        .select({
          category: storeCounts.category,
          count: sql<number>`sum(${storeCounts.published})`.mapWith(Number),
          free: sql<number>`coalesce(sum(${storeCounts.published}) filter (where ${storeCounts.free}), 0)`.mapWith(
            Number,
          ),
        })
        .from(storeCounts)
        .groupBy(storeCounts.category)
        .having(sql`sum(${storeCounts.published}) > 0`);
    },

    /** A developer's projects, newest first; only published ones unless `includeAll`. */
    async listByDeveloper(developerId: string, includeAll: boolean) {
      const conditions = [eq(projects.developerId, developerId)];
      if (!includeAll) conditions.push(eq(projects.status, 'PUBLISHED'));
      return db
        .select({ project: projects, developer: developerColumns })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.developerId))
        .where(and(...conditions))
        .orderBy(desc(projects.createdAt))
        .limit(500);
    },

    /** Every project (or only published ones), newest first, with developer fields. */
    async listAll(onlyPublished: boolean, page: number, size: number) {
      const where = onlyPublished ? eq(projects.status, 'PUBLISHED') : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ project: projects, developer: developerColumns })
          .from(projects)
          .innerJoin(users, eq(users.id, projects.developerId))
          .where(where)
          .orderBy(desc(projects.createdAt), projects.id)
          .limit(size)
          .offset(page * size),
        db.select({ value: count() }).from(projects).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Counts a public view on the project and on its row for today (call it in one transaction). */
    async addView(projectId: string, day: string) {
      await db
        .update(projects)
        .set({ views: sql`${projects.views} + 1` })
        .where(eq(projects.id, projectId));
      await db
        .insert(projectDailyStats)
        .values({ projectId, day, views: 1 })
        .onConflictDoUpdate({
          target: [projectDailyStats.projectId, projectDailyStats.day],
          set: { views: sql`${projectDailyStats.views} + 1` },
        });
    },

    /** Adds views of several days to the project's total and its rows for those days, in two statements. */
    async addViews(projectId: string, days: { day: string; views: number }[]) {
      if (days.length === 0) return;
      const total = days.reduce((sum, entry) => sum + entry.views, 0);
      await db
        .update(projects)
        .set({ views: sql`${projects.views} + ${total}` })
        .where(eq(projects.id, projectId));
      await db
        .insert(projectDailyStats)
        .values(days.map(({ day, views }) => ({ projectId, day, views })))
        .onConflictDoUpdate({
          target: [projectDailyStats.projectId, projectDailyStats.day],
          set: { views: sql`${projectDailyStats.views} + excluded.views` },
        });
    },

    /** Adds a sale to the project's totals and to its row for the day (in the sale's transaction). */
    async addSale(projectId: string, amountCents: number, day: string) {
      await db
        .update(projects)
        .set({
          salesCount: sql`${projects.salesCount} + 1`,
          revenueCents: sql`${projects.revenueCents} + ${amountCents}`,
        })
        .where(eq(projects.id, projectId));
      await db
        .insert(projectDailyStats)
        .values({ projectId, day, sales: 1, revenueCents: amountCents })
        .onConflictDoUpdate({
          target: [projectDailyStats.projectId, projectDailyStats.day],
          set: {
            sales: sql`${projectDailyStats.sales} + 1`,
            revenueCents: sql`${projectDailyStats.revenueCents} + ${amountCents}`,
          },
        });
    },

    /** Takes a refunded sale back out of the project's totals and its sale day's row (the reverse of addSale). */
    async removeSale(projectId: string, amountCents: number, day: string) {
      await db
        .update(projects)
        .set({
          salesCount: sql`${projects.salesCount} - 1`,
          revenueCents: sql`${projects.revenueCents} - ${amountCents}`,
        })
        .where(eq(projects.id, projectId));
      await db
        .update(projectDailyStats)
        .set({
          sales: sql`${projectDailyStats.sales} - 1`,
          revenueCents: sql`${projectDailyStats.revenueCents} - ${amountCents}`,
        })
        .where(and(eq(projectDailyStats.projectId, projectId), eq(projectDailyStats.day, day)));
    },

    /**
     * Locks the project row until the transaction ends, so changes to its figures (concurrent
     * raters, a status decided while it is read) apply one after the other. Null when there is none.
     */
    async lockRow(projectId: string) {
      const [row] = await db
        .select({ id: projects.id, status: projects.status, publishedAt: projects.publishedAt })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('update');
      return row ?? null;
    },

    /**
     * Moves the project's rating figures by one person's change: from `previous` (null: they had
     * not rated) to `rating` (null: their rating was removed). Call it with the row locked, in the
     * rating's transaction.
     */
    async applyRatingChange(projectId: string, previous: number | null, rating: number | null) {
      const set: Record<string, unknown> = {
        ratingSum: sql`${projects.ratingSum} + ${(rating ?? 0) - (previous ?? 0)}`,
        ratingCount: sql`${projects.ratingCount} + ${(previous === null ? 1 : 0) - (rating === null ? 1 : 0)}`,
      };
      if (previous !== rating) {
        if (rating !== null) set[ratingKey(rating)] = sql`${RATING_COLUMNS[rating as 1]} + 1`;
        if (previous !== null) set[ratingKey(previous)] = sql`${RATING_COLUMNS[previous as 1]} - 1`;
      }
      const [row] = await db.update(projects).set(set).where(eq(projects.id, projectId)).returning({
        ratingCount: projects.ratingCount,
        ratingSum: projects.ratingSum,
        rating1: projects.rating1,
        rating2: projects.rating2,
        rating3: projects.rating3,
        rating4: projects.rating4,
        rating5: projects.rating5,
      });
      if (!row) throw new Error('project vanished while rating');
      return row;
    },

    /** Projects whose search vector is older than `version`, locked for their rebuild. */
    async claimStaleSearch(version: number, limit: number) {
      return db
        .select({
          id: projects.id,
          name: projects.name,
          shortDescription: projects.shortDescription,
          description: projects.description,
          tags: projects.tags,
          keywords: projects.keywords,
          category: projects.category,
        })
        .from(projects)
        .where(lt(projects.searchVersion, version))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async setSearch(id: string, search: TSearchDocuments) {
      await db
        .update(projects)
        .set({ searchVector: searchVectorSql(search), searchVersion: SEARCH_VERSION })
        .where(eq(projects.id, id));
    },

    /** Name, slug and developer of projects, for mails and receipts. */
    async findNames(projectId: string) {
      const [row] = await db
        .select({ name: projects.name, slug: projects.slug, developerId: projects.developerId })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row ?? null;
    },

    /** The project's name by its slug (the demo artwork writes it), or null. */
    async findNameBySlug(slug: string) {
      const [row] = await db
        .select({ name: projects.name })
        .from(projects)
        .where(eq(projects.slug, slug))
        .limit(1);
      return row?.name ?? null;
    },
  };
}

export type TProjectRepository = ReturnType<typeof createProjectRepository>;
