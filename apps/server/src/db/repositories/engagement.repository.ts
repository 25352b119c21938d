import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../client';
import { projects } from '../tables/catalogue';
import { commentReplies, comments, favorites, ratings } from '../tables/engagement';
import { cardColumns } from './store-queries';

/** A reply as the API shows it. */
const replyColumns = {
  id: commentReplies.id,
  text: commentReplies.text,
  createdAt: commentReplies.createdAt,
  editedAt: commentReplies.editedAt,
};

export function createEngagementRepository(db: TDb) {
  return {
    async findRating(userId: string, projectId: string): Promise<number | null> {
      const [row] = await db
        .select({ rating: ratings.rating })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.projectId, projectId)))
        .limit(1);
      return row?.rating ?? null;
    },

    /**
     * Saves a person's rating of a project and answers the one it replaces (null: a first rating).
     * Call it in the transaction that moves the project's figures, with the project row locked.
     */
    async saveRating(userId: string, projectId: string, rating: number, now: Date): Promise<number | null> {
      const [old] = await db
        .select({ rating: ratings.rating })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.projectId, projectId)));
      await db
        .insert(ratings)
        .values({ userId, projectId, rating, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [ratings.projectId, ratings.userId],
          set: { rating, updatedAt: now },
        });
      return old?.rating ?? null;
    },

    /**
     * Removes a person's rating of a project and answers the one removed (null: there was none).
     * Call it in the transaction that moves the project's figures, with the project row locked.
     */
    async deleteRating(userId: string, projectId: string): Promise<number | null> {
      const [old] = await db
        .delete(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.projectId, projectId)))
        .returning({ rating: ratings.rating });
      return old?.rating ?? null;
    },

    /** Whether the person has a live comment on the project. */
    async hasCommented(userId: string, projectId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(eq(comments.userId, userId), eq(comments.projectId, projectId), isNull(comments.deletedAt)),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Live comments of a project, oldest first (at most the latest `limit`), each with its live reply. */
    async listComments(projectId: string, limit = 500) {
      const rows = await db
        .select({
          id: comments.id,
          authorId: comments.userId,
          authorName: comments.authorName,
          text: comments.text,
          createdAt: comments.createdAt,
          replyId: commentReplies.id,
          replyText: commentReplies.text,
          replyCreatedAt: commentReplies.createdAt,
          replyEditedAt: commentReplies.editedAt,
        })
        .from(comments)
        .leftJoin(
          commentReplies,
          and(eq(commentReplies.commentId, comments.id), isNull(commentReplies.deletedAt)),
        )
        .where(and(eq(comments.projectId, projectId), isNull(comments.deletedAt)))
        .orderBy(desc(comments.seq))
        .limit(limit);
      return rows.reverse().map(({ replyId, replyText, replyCreatedAt, replyEditedAt, ...comment }) => ({
        ...comment,
        reply:
          replyId !== null && replyText !== null && replyCreatedAt !== null
            ? { id: replyId, text: replyText, createdAt: replyCreatedAt, editedAt: replyEditedAt }
            : null,
      }));
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

    /**
     * A live comment of the project, its row locked until the transaction ends (a reply and the
     * comment's deletion go one after the other); null when there is none.
     */
    async lockLiveComment(projectId: string, commentId: string) {
      const [row] = await db
        .select({
          id: comments.id,
          projectId: comments.projectId,
          userId: comments.userId,
          text: comments.text,
        })
        .from(comments)
        .where(and(eq(comments.id, commentId), eq(comments.projectId, projectId), isNull(comments.deletedAt)))
        .for('update');
      return row ?? null;
    },

    /** The comment's live reply, or null. */
    async findLiveReply(commentId: string) {
      const [row] = await db
        .select(replyColumns)
        .from(commentReplies)
        .where(and(eq(commentReplies.commentId, commentId), isNull(commentReplies.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the comment ever had a reply, removed ones included. */
    async hadReply(commentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: commentReplies.id })
        .from(commentReplies)
        .where(eq(commentReplies.commentId, commentId))
        .limit(1);
      return Boolean(row);
    },

    async insertReply(values: { commentId: string; userId: string; text: string; now: Date }) {
      const [row] = await db
        .insert(commentReplies)
        .values({
          commentId: values.commentId,
          userId: values.userId,
          text: values.text,
          createdAt: values.now,
        })
        .returning(replyColumns);
      if (!row) throw new Error('the reply was not stored');
      return row;
    },

    async editReply(replyId: string, text: string, now: Date) {
      const [row] = await db
        .update(commentReplies)
        .set({ text, editedAt: now })
        .where(eq(commentReplies.id, replyId))
        .returning(replyColumns);
      if (!row) throw new Error('the reply to edit is gone');
      return row;
    },

    /**
     * Marks the live reply to a comment of the project removed (by its developer or an admin);
     * answers its id, or null when the comment has no live reply.
     */
    async deleteReply(
      projectId: string,
      commentId: string,
      actorId: string,
      now: Date,
    ): Promise<string | null> {
      const ofProject = db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, commentId), eq(comments.projectId, projectId)));
      const [row] = await db
        .update(commentReplies)
        .set({ deletedAt: now, deletedBy: actorId })
        .where(
          and(
            eq(commentReplies.commentId, commentId),
            inArray(commentReplies.commentId, ofProject),
            isNull(commentReplies.deletedAt),
          ),
        )
        .returning({ id: commentReplies.id });
      return row?.id ?? null;
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
          ...cardColumns,
          status: projects.status,
        })
        .from(favorites)
        .innerJoin(projects, eq(projects.id, favorites.projectId))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt));
    },
  };
}
