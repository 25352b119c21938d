import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { projects } from '../../db/tables/catalogue';
import { comments, favorites, purchases, ratings } from '../../db/tables/engagement';

const RATING_COLUMNS = {
  1: projects.rating1,
  2: projects.rating2,
  3: projects.rating3,
  4: projects.rating4,
  5: projects.rating5,
} as const;
const ratingKey = (n: number) => `rating${n}` as 'rating1' | 'rating2' | 'rating3' | 'rating4' | 'rating5';

export function createEngagementRepository(db: TDatabase) {
  return {
    async hasPurchased(userId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ projectId: purchases.projectId })
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.projectId, projectId)))
        .limit(1);
      return Boolean(row);
    },

    async findRating(userId: string, projectId: string): Promise<number | null> {
      const [row] = await db
        .select({ rating: ratings.rating })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.projectId, projectId)))
        .limit(1);
      return row?.rating ?? null;
    },

    /**
     * Saves a rating and moves the project's figures by exactly the difference. The project row is
     * locked first, so concurrent raters of one project are applied one after the other.
     */
    async saveRating(userId: string, projectId: string, rating: number, now: Date) {
      return db.transaction(async (tx) => {
        await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
        const [old] = await tx
          .select({ rating: ratings.rating })
          .from(ratings)
          .where(and(eq(ratings.userId, userId), eq(ratings.projectId, projectId)));
        await tx
          .insert(ratings)
          .values({ userId, projectId, rating, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [ratings.projectId, ratings.userId],
            set: { rating, updatedAt: now },
          });
        const previous = old?.rating ?? null;
        const set: Record<string, unknown> = {
          ratingSum: sql`${projects.ratingSum} + ${rating - (previous ?? 0)}`,
          ratingCount: sql`${projects.ratingCount} + ${previous === null ? 1 : 0}`,
        };
        if (previous !== rating) {
          const added = RATING_COLUMNS[rating as 1];
          set[ratingKey(rating)] = sql`${added} + 1`;
          if (previous !== null) set[ratingKey(previous)] = sql`${RATING_COLUMNS[previous as 1]} - 1`;
        }
        const [row] = await tx.update(projects).set(set).where(eq(projects.id, projectId)).returning({
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
      });
    },

    /** Live comments of a project, oldest first (at most the latest `limit`). */
    async listComments(projectId: string, limit = 500) {
      const rows = await db
        .select({
          id: comments.id,
          authorId: comments.userId,
          authorName: comments.authorName,
          text: comments.text,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(and(eq(comments.projectId, projectId), isNull(comments.deletedAt)))
        .orderBy(desc(comments.seq))
        .limit(limit);
      return rows.reverse();
    },

    async insertComment(values: {
      projectId: string;
      userId: string;
      authorName: string;
      text: string;
      now: Date;
    }) {
      const [row] = await db
        .insert(comments)
        .values({
          projectId: values.projectId,
          userId: values.userId,
          authorName: values.authorName,
          text: values.text,
          createdAt: values.now,
        })
        .returning({ id: comments.id });
      return row?.id as string;
    },

    /** Marks a comment deleted; false when there is no such live comment on the project. */
    async deleteComment(projectId: string, commentId: string, adminId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(comments)
        .set({ deletedAt: now, deletedBy: adminId })
        .where(and(eq(comments.id, commentId), eq(comments.projectId, projectId), isNull(comments.deletedAt)))
        .returning({ id: comments.id });
      return rows.length > 0;
    },

    async addFavorite(userId: string, projectId: string) {
      await db.insert(favorites).values({ userId, projectId }).onConflictDoNothing();
    },

    async removeFavorite(userId: string, projectId: string) {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.projectId, projectId)));
    },

    async isFavorite(userId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ projectId: favorites.projectId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.projectId, projectId)))
        .limit(1);
      return Boolean(row);
    },

    /** A person's favourites with the project fields a card needs, newest first, in one query. */
    async listFavorites(userId: string) {
      return db
        .select({
          id: projects.id,
          slug: projects.slug,
          name: projects.name,
          shortDescription: projects.shortDescription,
          priceCents: projects.priceCents,
          mainImage: projects.mainImage,
          category: projects.category,
          ratingCount: projects.ratingCount,
          ratingSum: projects.ratingSum,
          status: projects.status,
        })
        .from(favorites)
        .innerJoin(projects, eq(projects.id, favorites.projectId))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt));
    },
  };
}
