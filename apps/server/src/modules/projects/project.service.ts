import type { TProjectInput, TProjectStatusChange } from '@vitrina/shared/projects/project.schemas';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TNewProject } from '../../db/tables/catalogue';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, fieldError, forbidden } from '../../lib/app-error';
import { effectiveCommissionRate } from '../../lib/commission';
import { rateToBps } from '../../lib/money';
import { isUuid } from '../../lib/public-url';
import { createEngagementRepository } from '../engagement/engagement.repository';
import { createDeletionRequestRepository } from './deletion-request.repository';
import { toProjectDetail } from './project.mapper';
import { createProjectRepository, type TProjectWithDeveloper } from './project.repository';
import { searchDocuments, toColumns } from './project-columns';
import { createProjectListings } from './project-listings';
import { uniqueSlug } from './project-slug';
import { canTransition, statusAfterOwnerEdit } from './project-status';
import { isAdmin, type TViewer } from './project-viewer';

const notFound = () => new AppError('NOT_FOUND', 404, 'project.notFound');
const locked = () => new AppError('PROJECT_LOCKED', 409, 'project.suspendedLocked');

const isOwner = (viewer: TViewer, item: TProjectWithDeveloper) => viewer?.id === item.project.developerId;
const canSeeAll = (viewer: TViewer, item: TProjectWithDeveloper) => isOwner(viewer, item) || isAdmin(viewer);

export function createProjectService(deps: TAppDeps) {
  const { db, github, clock, config } = deps;
  const repo = createProjectRepository(db);
  const deletionRequests = createDeletionRequestRepository(db);
  const engagement = createEngagementRepository(db);

  async function load(idOrSlug: string): Promise<TProjectWithDeveloper> {
    const found = await repo.findWithDeveloper(isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug });
    if (!found) throw notFound();
    return found;
  }

  /** Loads a project the viewer may see; a project they may not see does not exist for them. */
  async function loadVisible(idOrSlug: string, viewer: TViewer) {
    const found = await load(idOrSlug);
    if (found.project.status !== 'PUBLISHED' && !canSeeAll(viewer, found)) throw notFound();
    return found;
  }

  async function loadOwned(id: string, viewer: TViewer) {
    const found = await loadVisible(id, viewer);
    if (!isOwner(viewer, found) && !isAdmin(viewer)) throw forbidden();
    return found;
  }

  async function checkRepository(url: string) {
    const parsed = parseRepositoryUrl(url);
    if (!parsed) throw fieldError('sourceCodeUrl', 'project.sourceCodeUrlFormat');
    const result = await github.lookupPublicRepo(parsed.owner, parsed.repo);
    if (result === 'not_found')
      throw fieldError('sourceCodeUrl', 'project.repoNotFound', 'REPOSITORY_NOT_FOUND');
    if (result === 'failed') throw new AppError('REPOSITORY_CHECK_FAILED', 502, 'project.repoCheckFailed');
    if (result === 'unreachable')
      throw new AppError('REPOSITORY_UNREACHABLE', 503, 'project.repoUnreachable');
  }

  /** The full view of a project for this viewer: access to the app, reviewer note, comments. */
  async function detail(item: TProjectWithDeveloper, viewer: TViewer) {
    const privileged = canSeeAll(viewer, item);
    const [purchased, comments] = await Promise.all([
      item.project.priceCents > 0 && viewer && !privileged
        ? engagement.hasPurchased(viewer.id, item.project.id)
        : Promise.resolve(false),
      engagement.listComments(item.project.id),
    ]);
    return toProjectDetail(item, {
      commissionRate: effectiveCommissionRate({
        platformRate: config.COMMISSION_RATE,
        developerIsInternal: item.developer.isInternal,
        developerRateBps: item.developer.commissionRateBps,
        projectRateBps: item.project.customCommissionRateBps,
      }),
      hasAccess: item.project.priceCents === 0 || privileged || purchased,
      showObservations: privileged,
      comments,
    });
  }

  async function setStatus(
    item: TProjectWithDeveloper,
    actorId: string,
    to: TProjectStatus,
    extra: Partial<TNewProject>,
    reason: string | null,
  ) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const updated = await createProjectRepository(tx as typeof db).update(item.project.id, {
        ...extra,
        status: to,
        updatedAt: now,
        ...(to === 'PUBLISHED' && !item.project.publishedAt ? { publishedAt: now } : {}),
      });
      await writeAudit(tx, {
        actorId,
        action: 'project.status_changed',
        entityType: 'project',
        entityId: item.project.id,
        data: { from: item.project.status, to, reason },
      });
      return updated;
    });
  }

  /** The developer's delete: a free project without sales is suspended; anything else needs a request. */
  async function removeProject(id: string, viewer: NonNullable<TViewer>) {
    const item = await loadOwned(id, viewer);
    if (item.project.status === 'SUSPENDED') throw locked();
    if (!isAdmin(viewer) && (item.project.priceCents > 0 || item.project.salesCount > 0)) {
      throw new AppError('DELETE_NEEDS_REQUEST', 409, 'project.deleteNeedsRequest');
    }
    const reason = 'Proyecto suspendido por el desarrollador';
    await setStatus(item, viewer.id, 'SUSPENDED', { observations: reason }, reason);
    return detail(await load(item.project.id), viewer);
  }

  /** Counts a view of a published project by someone other than its owner or an admin. */
  async function countView(item: TProjectWithDeveloper, viewer: TViewer): Promise<boolean> {
    if (item.project.status !== 'PUBLISHED' || canSeeAll(viewer, item)) return false;
    await repo.recordView(item.project.id, clock.now().toISOString().slice(0, 10));
    return true;
  }

  return {
    ...createProjectListings(deps),
    load,

    /** The public detail call: counts a view when someone other than the owner or an admin looks. */
    /** The detail call: counts a view unless it is a prefetch (the store preloads details). */
    async getDetail(idOrSlug: string, viewer: TViewer, options: { prefetch: boolean }) {
      const item = await load(idOrSlug);
      // Pay once, use always: a suspended app stays open to the people who bought it.
      const keptForBuyer =
        item.project.status === 'SUSPENDED' &&
        viewer !== null &&
        (await engagement.hasPurchased(viewer.id, item.project.id));
      if (item.project.status !== 'PUBLISHED' && !canSeeAll(viewer, item) && !keptForBuyer) throw notFound();
      if (!options.prefetch && (await countView(item, viewer))) item.project.views += 1;
      return detail(item, viewer);
    },

    /** A view of a page the browser showed from its cache, without a detail call. */
    async recordView(idOrSlug: string, viewer: TViewer) {
      await countView(await loadVisible(idOrSlug, viewer), viewer);
    },

    async create(viewer: NonNullable<TViewer>, input: TProjectInput) {
      await checkRepository(input.sourceCodeUrl);
      const now = clock.now();
      // Two projects of the same name created at once can race for a slug: pick another and retry.
      for (let attempt = 0; ; attempt++) {
        const slug = await uniqueSlug(input.name, repo.slugExists);
        try {
          const id = await db.transaction(async (tx) => {
            const row = await createProjectRepository(tx as typeof db).insert(
              {
                ...toColumns(input),
                slug,
                developerId: viewer.id,
                status: 'UNDER_REVIEW',
                createdAt: now,
                updatedAt: now,
              },
              searchDocuments(input),
            );
            await writeAudit(tx, {
              actorId: viewer.id,
              action: 'project.created',
              entityType: 'project',
              entityId: row.id,
            });
            return row.id;
          });
          return detail(await load(id), viewer);
        } catch (error) {
          if (uniqueViolation(error) !== 'projects_slug_key' || attempt >= 3) throw error;
        }
      }
    },

    /** The owner's edit (goes back to review), or an admin's (status kept, commission override applied). */
    async update(id: string, viewer: NonNullable<TViewer>, input: TProjectInput) {
      const item = await loadOwned(id, viewer);
      if (item.project.status === 'SUSPENDED') throw locked();
      if (input.sourceCodeUrl !== item.project.sourceCodeUrl) await checkRepository(input.sourceCodeUrl);
      const byAdmin = isAdmin(viewer) && !isOwner(viewer, item);
      const status = byAdmin ? item.project.status : statusAfterOwnerEdit(item.project.status);
      const commission =
        byAdmin && input.customCommissionRate !== undefined
          ? {
              customCommissionRateBps:
                input.customCommissionRate === null ? null : rateToBps(input.customCommissionRate),
            }
          : {};
      await db.transaction(async (tx) => {
        await createProjectRepository(tx as typeof db).update(
          item.project.id,
          { ...toColumns(input), ...commission, status, updatedAt: clock.now() },
          searchDocuments(input),
        );
        await writeAudit(tx, {
          actorId: viewer.id,
          action: 'project.updated',
          entityType: 'project',
          entityId: item.project.id,
          data: { from: item.project.status, to: status },
        });
      });
      return detail(await load(item.project.id), viewer);
    },

    async changeStatus(id: string, viewer: NonNullable<TViewer>, change: TProjectStatusChange) {
      const item = await loadOwned(id, viewer);
      const from = item.project.status;
      const to = change.status;
      const reason = (change.reason || change.observations || '').trim() || null;
      const actor = isAdmin(viewer) ? 'admin' : 'owner';
      if (actor === 'owner' && to === 'SUSPENDED') return removeProject(id, viewer);
      if (actor === 'owner' && from === 'SUSPENDED') throw locked();
      if (!canTransition(actor, from, to)) {
        throw new AppError('STATUS_CHANGE_FORBIDDEN', 409, 'project.statusChangeForbidden');
      }
      if (actor === 'admin' && to === 'DRAFT' && !reason) {
        throw fieldError('reason', 'project.rejectionReasonRequired');
      }
      const extra: Partial<TNewProject> =
        to === 'DRAFT' || to === 'SUSPENDED'
          ? { observations: reason }
          : to === 'PUBLISHED'
            ? { observations: null }
            : {};
      await setStatus(item, viewer.id, to, extra, reason);
      return detail(await load(item.project.id), viewer);
    },

    remove: removeProject,

    async requestDeletion(id: string, viewer: NonNullable<TViewer>, reason: string) {
      const item = await loadOwned(id, viewer);
      if (item.project.status === 'SUSPENDED') throw locked();
      try {
        await db.transaction(async (tx) => {
          const request = await createDeletionRequestRepository(tx as typeof db).insert({
            projectId: item.project.id,
            developerId: item.project.developerId,
            reason,
          });
          await writeAudit(tx, {
            actorId: viewer.id,
            action: 'project.deletion_requested',
            entityType: 'project',
            entityId: item.project.id,
            data: { requestId: request.id, reason },
          });
        });
      } catch (error) {
        if (uniqueViolation(error) === 'deletion_requests_open_key') {
          throw new AppError('DELETION_ALREADY_REQUESTED', 409, 'project.deletionAlreadyRequested');
        }
        throw error;
      }
      return deletionRequests.findOpen(item.project.id);
    },
  };
}

export type TProjectService = ReturnType<typeof createProjectService>;
