import type { TRole } from '@vitrina/shared/auth/roles';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TDatabase } from '../../db/client';
import { createEngagementRepository } from '../../db/repositories/engagement.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { AppError } from '../../lib/app-error';
import { createProjectAccess } from '../access';
import type { TPublicSales } from '../discounts';
import type { TNotifications } from '../notifications';
import { toCommentReply, toProjectCard } from '../projects';

type TActor = { id: string; role: TRole; name: string };

const average = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);

/**
 * Saves a person's rating and moves the project's figures by exactly the difference, in one
 * transaction with the project row locked, so concurrent raters apply one after the other.
 */
export function recordRating(
  db: TDatabase,
  input: { userId: string; projectId: string; rating: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const projects = createProjectRepository(tx);
    await projects.lockRow(input.projectId);
    const previous = await createEngagementRepository(tx).saveRating(
      input.userId,
      input.projectId,
      input.rating,
      input.now,
    );
    return projects.applyRatingChange(input.projectId, previous, input.rating);
  });
}

export function createEngagementService(
  deps: TAppDeps,
  { notifications, sales }: { notifications: TNotifications; sales: TPublicSales },
) {
  const { db, clock } = deps;
  const repo = createEngagementRepository(db);
  const access = createProjectAccess(db);

  return {
    async myRating(idOrSlug: string, actor: TActor) {
      const item = await access.loadFor(idOrSlug, actor, 'find');
      const refusal = await access.refusal(actor, 'rate', item);
      return {
        rating: await repo.findRating(actor.id, item.project.id),
        canRate: refusal === null,
        reason: refusal?.messageKey ?? null,
      };
    },

    async rate(idOrSlug: string, actor: TActor, rating: number) {
      const item = await access.loadFor(idOrSlug, actor, 'rate');
      const projectId = item.project.id;
      const figures = await db.transaction(async (tx) => {
        const projects = createProjectRepository(tx);
        await projects.lockRow(projectId);
        const previous = await createEngagementRepository(tx).saveRating(
          actor.id,
          projectId,
          rating,
          clock.now(),
        );
        // The developer hears of a new rating, not of each change of it.
        if (previous === null)
          await notifications.ratingAdded(tx, { projectId, raterId: actor.id, stars: rating });
        return projects.applyRatingChange(projectId, previous, rating);
      });
      return {
        success: true as const,
        myRating: rating,
        averageRating: average(figures.ratingSum, figures.ratingCount),
        totalRatings: figures.ratingCount,
        ratingsBreakdown: {
          rating1: figures.rating1,
          rating2: figures.rating2,
          rating3: figures.rating3,
          rating4: figures.rating4,
          rating5: figures.rating5,
        },
      };
    },

    /** Adds a comment; the caller answers with the updated project. */
    async comment(idOrSlug: string, actor: TActor, text: string) {
      const item = await access.loadFor(idOrSlug, actor, 'comment');
      await db.transaction(async (tx) => {
        await createEngagementRepository(tx).insertComment({
          projectId: item.project.id,
          userId: actor.id,
          authorName: actor.name,
          text,
          now: clock.now(),
        });
        await notifications.commentAdded(tx, {
          projectId: item.project.id,
          authorId: actor.id,
          authorName: actor.name,
          text,
        });
      });
      return item.project.id;
    },

    /** An admin removes a comment (kept for the record), and the developer's reply with it. */
    async deleteComment(idOrSlug: string, admin: TActor, commentId: string) {
      const item = await access.load(idOrSlug);
      const now = clock.now();
      const deleted = await db.transaction(async (tx) => {
        const engagement = createEngagementRepository(tx);
        const ok = await engagement.deleteComment(item.project.id, commentId, admin.id, now);
        if (ok) {
          const replyId = await engagement.deleteReply(item.project.id, commentId, admin.id, now);
          await writeAudit(tx, {
            actorId: admin.id,
            action: 'comment.deleted',
            entityType: 'comment',
            entityId: commentId,
            data: { projectId: item.project.id, ...(replyId ? { replyId } : {}) },
          });
        }
        return ok;
      });
      if (!deleted) throw new AppError('NOT_FOUND', 'engagement.commentNotFound');
    },

    /**
     * The app's developer answers a comment, or edits their answer (one live reply per comment:
     * writing again changes it; the same text again changes nothing). The comment's row is locked
     * meanwhile, so two writes and the comment's removal go one at a time. The commenter is told
     * of the comment's first reply only, in the same transaction.
     */
    async replyToComment(idOrSlug: string, actor: TActor, commentId: string, text: string) {
      const item = await access.loadFor(idOrSlug, actor, 'reply');
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const engagement = createEngagementRepository(tx);
        const comment = await engagement.lockLiveComment(item.project.id, commentId);
        if (!comment) throw new AppError('NOT_FOUND', 'engagement.commentNotFound');
        const live = await engagement.findLiveReply(comment.id);
        if (live) {
          const reply = live.text === text ? live : await engagement.editReply(live.id, text, now);
          return { created: false, reply };
        }
        const first = !(await engagement.hadReply(comment.id));
        const reply = await engagement.insertReply({ commentId: comment.id, userId: actor.id, text, now });
        if (first) await notifications.commentReplied(tx, { comment, reply: { userId: actor.id, text } });
        return { created: true, reply };
      });
      return { created: outcome.created, reply: toCommentReply(outcome.reply) };
    },

    /**
     * Takes down the reply to a comment: its developer withdraws it, or an admin moderates it. Kept
     * for the record (deleted_at, deleted_by) with an audit row either way.
     */
    async deleteReply(idOrSlug: string, actor: TActor, commentId: string) {
      const item = await access.loadFor(idOrSlug, actor, 'removeReply');
      const now = clock.now();
      const deleted = await db.transaction(async (tx) => {
        const replyId = await createEngagementRepository(tx).deleteReply(
          item.project.id,
          commentId,
          actor.id,
          now,
        );
        if (replyId) {
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'comment_reply.deleted',
            entityType: 'comment_reply',
            entityId: replyId,
            data: { projectId: item.project.id, commentId },
          });
        }
        return replyId;
      });
      if (!deleted) throw new AppError('NOT_FOUND', 'engagement.replyNotFound');
    },

    async setFavorite(idOrSlug: string, actor: TActor, favorite: boolean) {
      const item = await access.loadFor(idOrSlug, actor, favorite ? 'favorite' : 'unfavorite');
      if (favorite) await repo.addFavorite(actor.id, item.project.id);
      else await repo.removeFavorite(actor.id, item.project.id);
      const rows = await repo.listFavorites(actor.id);
      return { isFavorite: favorite, favoriteProjects: rows.map((row) => row.id) };
    },

    async isFavorite(idOrSlug: string, actor: TActor) {
      const item = await access.loadFor(idOrSlug, actor, 'unfavorite');
      return { projectId: item.project.id, isFavorite: await repo.isFavorite(actor.id, item.project.id) };
    },

    async listFavorites(actor: TActor & { email: string }) {
      const rows = await repo.listFavorites(actor.id);
      const shown = rows.filter((row) => row.status === 'PUBLISHED');
      const running = await sales.forApps(shown);
      return {
        user: {
          id: actor.id,
          email: actor.email,
          name: actor.name,
          favoriteProjects: rows.map((row) => row.id),
        },
        projects: shown.map((row) => toProjectCard(row, running)),
        failedCount: rows.length - shown.length,
      };
    },
  };
}
