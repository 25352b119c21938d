import type { TRole } from '@vitrina/shared/auth/roles';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { AppError } from '../../lib/app-error';
import { toProjectCard } from '../projects/project.mapper';
import type { TProjectWithDeveloper } from '../projects/project.repository';
import { createProjectService } from '../projects/project.service';
import { createEngagementRepository } from './engagement.repository';

type TActor = { id: string; role: TRole; name: string };

const notFound = () => new AppError('NOT_FOUND', 404, 'project.notFound');
const average = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);

export function createEngagementService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createEngagementRepository(db);
  const projects = createProjectService(deps);

  /** Whether the actor may see the project: published, or their own / any for an admin. */
  const isVisibleTo = ({ project }: TProjectWithDeveloper, actor: { id: string; role: TRole }) =>
    project.status === 'PUBLISHED' || project.developerId === actor.id || actor.role === 'admin';

  /** A project the actor may see; any other does not exist for them. */
  async function loadVisible(idOrSlug: string, actor: { id: string; role: TRole }) {
    const item = await projects.load(idOrSlug);
    if (!isVisibleTo(item, actor)) throw notFound();
    return item;
  }

  /**
   * A project for a favourites check or removal: one the actor may see, one already among their
   * favourites (so a suspended favourite can still be checked and cleared), or a suspended app they
   * bought (it stays open to its buyers). Any other does not exist for them, as on its page.
   */
  async function loadForFavorite(idOrSlug: string, actor: { id: string; role: TRole }) {
    const item = await projects.load(idOrSlug);
    const { project } = item;
    if (isVisibleTo(item, actor) || (await repo.isFavorite(actor.id, project.id))) return item;
    if (project.status === 'SUSPENDED' && (await repo.hasPurchased(actor.id, project.id))) return item;
    throw notFound();
  }

  /** Why this person may not rate this project, or null when they may. */
  async function ratingRefusal(item: TProjectWithDeveloper, actorId: string): Promise<TMessageKey | null> {
    if (item.project.status !== 'PUBLISHED') return 'engagement.notPublished';
    if (item.project.developerId === actorId) return 'engagement.ownApp';
    if (item.project.priceCents > 0 && !(await repo.hasPurchased(actorId, item.project.id))) {
      return 'engagement.buyersOnly';
    }
    return null;
  }

  return {
    async myRating(idOrSlug: string, actor: TActor) {
      const item = await loadVisible(idOrSlug, actor);
      const reason = await ratingRefusal(item, actor.id);
      return { rating: await repo.findRating(actor.id, item.project.id), canRate: reason === null, reason };
    },

    async rate(idOrSlug: string, actor: TActor, rating: number) {
      const item = await loadVisible(idOrSlug, actor);
      const reason = await ratingRefusal(item, actor.id);
      if (reason) throw new AppError('CANNOT_RATE', 403, reason);
      const figures = await repo.saveRating(actor.id, item.project.id, rating, clock.now());
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

    /** Adds a comment and answers the updated project, as the spec's client expects. */
    async comment(idOrSlug: string, actor: TActor, text: string) {
      const item = await loadVisible(idOrSlug, actor);
      if (item.project.status !== 'PUBLISHED')
        throw new AppError('FORBIDDEN', 403, 'engagement.notPublished');
      await repo.insertComment({
        projectId: item.project.id,
        userId: actor.id,
        authorName: actor.name,
        text,
        now: clock.now(),
      });
      return projects.getDetail(item.project.id, actor, { prefetch: true });
    },

    async deleteComment(idOrSlug: string, admin: TActor, commentId: string) {
      const item = await projects.load(idOrSlug);
      const now = clock.now();
      const deleted = await db.transaction(async (tx) => {
        const ok = await createEngagementRepository(tx as typeof db).deleteComment(
          item.project.id,
          commentId,
          admin.id,
          now,
        );
        if (ok) {
          await writeAudit(tx, {
            actorId: admin.id,
            action: 'comment.deleted',
            entityType: 'comment',
            entityId: commentId,
            data: { projectId: item.project.id },
          });
        }
        return ok;
      });
      if (!deleted) throw new AppError('NOT_FOUND', 404, 'engagement.commentNotFound');
    },

    async setFavorite(idOrSlug: string, actor: TActor, favorite: boolean) {
      if (favorite) {
        const item = await loadVisible(idOrSlug, actor);
        await repo.addFavorite(actor.id, item.project.id);
      } else {
        // Removing works even when the project is no longer shown (suspended favourites can be cleared).
        const item = await loadForFavorite(idOrSlug, actor);
        await repo.removeFavorite(actor.id, item.project.id);
      }
      const rows = await repo.listFavorites(actor.id);
      return { isFavorite: favorite, favoriteProjects: rows.map((row) => row.id) };
    },

    async isFavorite(idOrSlug: string, actor: TActor) {
      const item = await loadForFavorite(idOrSlug, actor);
      return { projectId: item.project.id, isFavorite: await repo.isFavorite(actor.id, item.project.id) };
    },

    async listFavorites(actor: TActor & { email: string }) {
      const rows = await repo.listFavorites(actor.id);
      const shown = rows.filter((row) => row.status === 'PUBLISHED');
      return {
        user: {
          id: actor.id,
          email: actor.email,
          name: actor.name,
          favoriteProjects: rows.map((row) => row.id),
        },
        projects: shown.map(toProjectCard),
        failedCount: rows.length - shown.length,
      };
    },

    listComments: (projectId: string) => repo.listComments(projectId),
  };
}
