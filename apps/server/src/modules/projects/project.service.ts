import type { TProjectInput, TProjectStatusChange } from '@vitrina/shared/projects/project.schemas';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createDeletionRequestRepository } from '../../db/repositories/deletion-request.repository';
import { createEngagementRepository } from '../../db/repositories/engagement.repository';
import { checkStateOf, createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import {
  createProjectRepository,
  type TProjectWithDeveloper,
} from '../../db/repositories/project.repository';
import { searchDocuments, toColumns } from '../../db/repositories/project-columns';
import { createProjectRevisionRepository } from '../../db/repositories/project-revision.repository';
import type { TNewProject } from '../../db/tables/catalogue';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, fieldError } from '../../lib/app-error';
import { effectiveCommissionRate } from '../../lib/commission';
import { rateToBps } from '../../lib/money';
import { createProjectAccess, type TActor } from '../access';
import { assertPublishable, hostedBuildOf } from '../builds';
import type { TPublicSales } from '../discounts';
import { assertProjectChecked, lookupRepository, recordCheck } from '../github-checks';
import type { TNotifications } from '../notifications';
import { toProjectDetail } from './project.mapper';
import type { TProjectListings } from './project-listings';
import type { TProjectRevisionService } from './project-revision.service';
import { uniqueSlug } from './project-slug';
import { canTransition, changeProjectStatus, statusAfterOwnerEdit } from './project-status';

const locked = () => new AppError('PROJECT_LOCKED', 'project.suspendedLocked');

/** A project's life: create, edit (a revision once published), status, views, deletion; and the lists. */
export function createProjectService(
  deps: TAppDeps,
  {
    revisions,
    listings,
    notifications,
    sales,
  }: {
    revisions: TProjectRevisionService;
    listings: TProjectListings;
    notifications: TNotifications;
    sales: TPublicSales;
  },
) {
  const { db, clock, config } = deps;
  const repo = createProjectRepository(db);
  const deletionRequests = createDeletionRequestRepository(db);
  const engagement = createEngagementRepository(db);
  const access = createProjectAccess(db);
  const { load } = access;

  const githubChecks = createGithubCheckRepository(db);
  const repositoryCheck = (item: TProjectWithDeveloper) =>
    githubChecks.find({ kind: 'REPOSITORY', userId: item.project.developerId, projectId: item.project.id });

  /** The full view of a project for this viewer: access to the app, reviewer note, comments. */
  async function detail(item: TProjectWithDeveloper, viewer: TActor) {
    const privileged = await access.can(viewer, 'seeReview', item);
    const [hasAccess, comments, pendingRevision, check, hostedBuild, running] = await Promise.all([
      access.can(viewer, 'open', item),
      engagement.listComments(item.project.id),
      privileged ? revisions.pendingFor(item.project.id) : undefined,
      privileged ? repositoryCheck(item) : undefined,
      hostedBuildOf(db, config, item.project),
      sales.forApps([item.project]),
    ]);
    return toProjectDetail(item, {
      commissionRate: effectiveCommissionRate({
        platformRate: config.COMMISSION_RATE,
        developerIsInternal: item.developer.isInternal,
        developerRateBps: item.developer.commissionRateBps,
        projectRateBps: item.project.customCommissionRateBps,
      }),
      hasAccess,
      showObservations: privileged,
      comments,
      pendingRevision,
      githubCheck: privileged ? checkStateOf(check ? [check.status] : []) : undefined,
      hostedBuild,
      sale: running.get(item.project.id) ?? null,
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
    return db.transaction((tx) =>
      changeProjectStatus(tx, { project: item.project, to, actorId, reason, now, extra, notifications }),
    );
  }

  /** The developer's delete: a free project without sales is suspended; anything else needs a request. */
  async function removeProject(id: string, viewer: NonNullable<TActor>) {
    const item = await access.loadFor(id, viewer, 'manage');
    if (item.project.status === 'SUSPENDED') throw locked();
    const paidOrSold = item.project.priceCents > 0 || item.project.salesCount > 0;
    if (paidOrSold && !(await access.can(viewer, 'decideAsAdmin', item))) {
      throw new AppError('DELETE_NEEDS_REQUEST', 'project.deleteNeedsRequest');
    }
    const note = { observations: null, observationsCode: 'SUSPENDED_BY_DEVELOPER' } as const;
    await setStatus(item, viewer.id, 'SUSPENDED', note, null);
    return detail(await load(item.project.id), viewer);
  }

  /** Counts a view of a published project by someone other than its owner or an admin. */
  async function countView(item: TProjectWithDeveloper, viewer: TActor): Promise<boolean> {
    if (!(await access.can(viewer, 'countView', item))) return false;
    const day = clock.now().toISOString().slice(0, 10);
    await db.transaction((tx) => createProjectRepository(tx).addView(item.project.id, day));
    return true;
  }

  return {
    ...listings,
    load,

    /**
     * The detail call: counts a view when someone other than the owner or an admin looks, unless it
     * is a prefetch (the store preloads details).
     */
    async getDetail(idOrSlug: string, viewer: TActor, options: { prefetch: boolean }) {
      const item = await access.loadFor(idOrSlug, viewer, 'view');
      if (!options.prefetch && (await countView(item, viewer))) item.project.views += 1;
      return detail(item, viewer);
    },

    /** A view of a page the browser showed from its cache, without a detail call. */
    async recordView(idOrSlug: string, viewer: TActor) {
      await countView(await access.loadFor(idOrSlug, viewer, 'find'), viewer);
    },

    async create(viewer: NonNullable<TActor>, input: TProjectInput) {
      // GitHub down, slow or rate-limited: the project is kept and its repository checked later.
      const deferred = await lookupRepository(deps, input.sourceCodeUrl);
      const now = clock.now();
      // Two projects of the same name created at once can race for a slug: pick another and retry.
      for (let attempt = 0; ; attempt++) {
        const slug = await uniqueSlug(input.name, repo.slugExists);
        try {
          const id = await db.transaction(async (tx) => {
            const row = await createProjectRepository(tx).insert(
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
            const subject = { kind: 'REPOSITORY', userId: viewer.id, projectId: row.id } as const;
            await recordCheck(tx, deps, subject, input.sourceCodeUrl, deferred);
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

    /**
     * The owner's edit: of a published app, a revision that waits for review while the published
     * version stays in the store; of any other, applied at once and back to review. An admin's edit
     * is applied at once (status kept, commission override applied).
     */
    async update(id: string, viewer: NonNullable<TActor>, input: TProjectInput) {
      const item = await access.loadFor(id, viewer, 'manage');
      if (item.project.status === 'SUSPENDED') throw locked();
      // A new address is checked, and so is one whose earlier check has not passed (fixed since?).
      const subject = {
        kind: 'REPOSITORY',
        userId: item.project.developerId,
        projectId: item.project.id,
      } as const;
      const recheck =
        input.sourceCodeUrl !== item.project.sourceCodeUrl || (await repositoryCheck(item)) !== null;
      const deferred = recheck ? await lookupRepository(deps, input.sourceCodeUrl) : null;
      const keepCheck = (tx: typeof db) =>
        recheck ? recordCheck(tx, deps, subject, input.sourceCodeUrl, deferred) : Promise.resolve();
      const byAdmin = await access.can(viewer, 'editAsAdmin', item);
      if (!byAdmin && item.project.status === 'PUBLISHED') {
        await revisions.propose(item.project, viewer.id, input);
        await keepCheck(db);
        return detail(await load(item.project.id), viewer);
      }
      const status = byAdmin ? item.project.status : statusAfterOwnerEdit(item.project.status);
      const commission =
        byAdmin && input.customCommissionRate !== undefined
          ? {
              customCommissionRateBps:
                input.customCommissionRate === null ? null : rateToBps(input.customCommissionRate),
            }
          : {};
      await db.transaction(async (tx) => {
        await createProjectRepository(tx).update(
          item.project.id,
          { ...toColumns(input), ...commission, status, updatedAt: clock.now() },
          searchDocuments(input),
        );
        await keepCheck(tx);
        // The owner's edit applied at once (the app left the store meanwhile) overtakes changes that
        // were waiting: approving them later would undo it.
        if (!byAdmin) await createProjectRevisionRepository(tx).removePending(item.project.id);
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

    async changeStatus(id: string, viewer: NonNullable<TActor>, change: TProjectStatusChange) {
      const item = await access.loadFor(id, viewer, 'manage');
      const from = item.project.status;
      const to = change.status;
      const reason = (change.reason || change.observations || '').trim() || null;
      // Who counts as the reviewer (the admin's transitions) or as the owner is the policy's word.
      const asAdmin = await access.can(viewer, 'decideAsAdmin', item);
      if (!asAdmin && to === 'SUSPENDED') return removeProject(id, viewer);
      if (!asAdmin && from === 'SUSPENDED') throw locked();
      if (!canTransition(asAdmin ? 'admin' : 'owner', from, to)) {
        throw new AppError('STATUS_CHANGE_FORBIDDEN', 'project.statusChangeForbidden');
      }
      if (asAdmin && to === 'DRAFT' && !reason) {
        throw fieldError('reason', 'project.rejectionReasonRequired');
      }
      if (to === 'PUBLISHED') {
        assertPublishable(item.project);
        await assertProjectChecked(db, item.project.id, item.project.developerId);
      }
      const extra: Partial<TNewProject> =
        to === 'DRAFT' || to === 'SUSPENDED'
          ? { observations: reason, observationsCode: null }
          : to === 'PUBLISHED'
            ? { observations: null, observationsCode: null }
            : {};
      await setStatus(item, viewer.id, to, extra, reason);
      return detail(await load(item.project.id), viewer);
    },

    remove: removeProject,

    async requestDeletion(id: string, viewer: NonNullable<TActor>, reason: string) {
      const item = await access.loadFor(id, viewer, 'manage');
      if (item.project.status === 'SUSPENDED') throw locked();
      try {
        await db.transaction(async (tx) => {
          const request = await createDeletionRequestRepository(tx).insert({
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
          throw new AppError('DELETION_ALREADY_REQUESTED', 'project.deletionAlreadyRequested');
        }
        throw error;
      }
      return deletionRequests.findOpen(item.project.id);
    },
  };
}

export type TProjectService = ReturnType<typeof createProjectService>;
