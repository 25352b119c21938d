import {
  APP_VERSIONS_MAX,
  type TAppVersionList,
  type TBuild,
  type TBuildDetail,
  type TCreateBuildBody,
  ZCreateBuildBody,
} from '@vitrina/shared/builds/build.schemas';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TDb } from '../../db/client';
import { createBuildRepository } from '../../db/repositories/build.repository';
import type { TProjectRow } from '../../db/tables/catalogue';
import { AppError } from '../../lib/app-error';
import { appOriginOf } from '../../lib/app-origin';
import { createBuildAccess, createProjectAccess, isOpenableVersion, type TActor } from '../access';
import type { TNotifications } from '../notifications';
import { webhookEvents } from '../webhooks';
import { toBuild, toHostedBuild } from './build.mapper';
import { normaliseReleaseNotes, releaseNotesEditable } from './release-notes';

const BUILD_LIST_LIMIT = 50;
const PENDING_LIST_LIMIT = 200;

/** Refuses to publish a paid app that has no approved build Vitrina hosts. */
export function assertPublishable(project: Pick<TProjectRow, 'priceCents' | 'currentBuildId'>) {
  if (project.priceCents > 0 && !project.currentBuildId)
    throw new AppError('BUILD_REQUIRED', 'build.requiredToPublish');
}

/** The app page's hosted build (null when the app has none, or it cannot be told where it came from). */
export async function hostedBuildOf(
  db: TDb,
  config: TAppDeps['config'],
  project: Pick<TProjectRow, 'slug' | 'currentBuildId'>,
) {
  if (!project.currentBuildId) return null;
  const found = await createBuildRepository(db).find(project.currentBuildId);
  return found ? toHostedBuild(found.build, appOriginOf(config, project.slug)) : null;
}

/**
 * Builds of a project: its developer adds them from the repository (imported in the background),
 * an admin reviews each ready one, and an approved build becomes the one the app's origin serves.
 */
export function createBuildService(deps: TAppDeps, { notifications }: { notifications: TNotifications }) {
  const { db, clock } = deps;
  const repo = createBuildRepository(db);
  const access = createProjectAccess(db);
  const buildAccess = createBuildAccess(db);

  return {
    async list(projectIdOrSlug: string, viewer: NonNullable<TActor>) {
      const item = await access.loadFor(projectIdOrSlug, viewer, 'manage');
      const rows = await repo.listForProject(item.project.id, BUILD_LIST_LIMIT);
      return {
        builds: rows.map(({ build, createdByName }) =>
          toBuild(build, createdByName, item.project.currentBuildId),
        ),
      };
    },

    async create(projectIdOrSlug: string, viewer: NonNullable<TActor>, input: TCreateBuildBody) {
      const body = ZCreateBuildBody.parse(input);
      const item = await access.loadFor(projectIdOrSlug, viewer, 'manage');
      const { project } = item;
      if (project.status === 'SUSPENDED') throw new AppError('PROJECT_LOCKED', 'build.projectLocked');
      if (!parseRepositoryUrl(project.sourceCodeUrl))
        throw new AppError('BUILD_BAD_REPOSITORY', 'build.badRepository');
      if ((await repo.countOpen(project.id)) > 0) throw new AppError('BUILD_IN_PROGRESS', 'build.inProgress');
      const build = await db.transaction(async (tx) => {
        const row = await createBuildRepository(tx).insert({
          projectId: project.id,
          version: body.version,
          sourceKind: body.source.kind,
          sourceRef: body.source.kind === 'release' ? body.source.tag : body.source.ref,
          sourceFolder: body.source.kind === 'ref' ? body.source.folder : null,
          sourceAsset: body.source.kind === 'release' ? body.source.asset : null,
          repositoryUrl: project.sourceCodeUrl,
          spa: body.spa,
          releaseNotes: normaliseReleaseNotes(body.releaseNotes),
          createdBy: viewer.id,
          createdAt: clock.now(),
          nextAttemptAt: clock.now(),
        });
        await writeAudit(tx, {
          actorId: viewer.id,
          action: 'build.created',
          entityType: 'build',
          entityId: row.id,
          data: { projectId: project.id, version: body.version, source: body.source },
        });
        return row;
      });
      return toBuild(build, null, project.currentBuildId);
    },

    async detail(buildId: string, viewer: NonNullable<TActor>): Promise<TBuildDetail> {
      const { build, createdByName, project: item } = await buildAccess.loadFor(buildId, viewer, 'read');
      const files = await repo.files(build.id);
      return {
        ...toBuild(build, createdByName, item.project.currentBuildId),
        projectName: item.project.name,
        projectSlug: item.project.slug,
        files,
      };
    },

    /**
     * Its developer (or an admin) rewrites a version's release notes, until it is approved: then
     * they are what its owners were shown (BUILD_NOTES_LOCKED).
     */
    async updateReleaseNotes(
      buildId: string,
      viewer: NonNullable<TActor>,
      notes: string | null,
    ): Promise<TBuild> {
      const { build, project: item } = await buildAccess.loadFor(buildId, viewer, 'editNotes');
      if (!releaseNotesEditable(build)) throw new AppError('BUILD_NOTES_LOCKED', 'build.notesLocked');
      const releaseNotes = normaliseReleaseNotes(notes);
      await db.transaction(async (tx) => {
        // Not once approved, even by an approval that came in meanwhile.
        if (!(await createBuildRepository(tx).updateReleaseNotes(build.id, releaseNotes)))
          throw new AppError('BUILD_NOTES_LOCKED', 'build.notesLocked');
        await writeAudit(tx, {
          actorId: viewer.id,
          action: 'build.notesEdited',
          entityType: 'build',
          entityId: build.id,
          data: { projectId: item.project.id, version: build.version, length: releaseNotes?.length ?? 0 },
        });
      });
      const updated = await repo.find(build.id);
      if (!updated) throw new AppError('NOT_FOUND', 'build.notFound');
      return toBuild(updated.build, updated.createdByName, item.project.currentBuildId);
    },

    /**
     * An app's approved versions, newest first, for anyone who may see its page (the app's page
     * shows their notes; its owners open any of them).
     */
    async versions(projectIdOrSlug: string, viewer: TActor): Promise<TAppVersionList> {
      const item = await access.loadFor(projectIdOrSlug, viewer, 'view');
      const { rows, total } = await repo.approvedVersions(item.project.id, APP_VERSIONS_MAX);
      return {
        versions: rows.map((row) => ({
          buildId: row.id,
          version: row.version,
          approvedAt: row.approvedAt.toISOString(),
          releaseNotes: row.releaseNotes,
          isCurrent: row.id === item.project.currentBuildId,
        })),
        total,
      };
    },

    async listPendingReview() {
      const rows = await repo.listPendingReview(PENDING_LIST_LIMIT);
      return {
        builds: rows.map((row) => ({
          ...toBuild(row.build, row.createdByName, row.currentBuildId),
          projectName: row.projectName,
          projectSlug: row.projectSlug,
          projectStatus: row.projectStatus,
          developerName: row.developerName,
          priceCents: row.priceCents,
        })),
      };
    },

    /**
     * The admin approves a ready build: it becomes the app's current build at once (one update),
     * unless a newer approved build is current already.
     */
    async approve(buildId: string, admin: NonNullable<TActor>) {
      const { build, project: item } = await buildAccess.loadFor(buildId, admin, 'review');
      if (build.status !== 'READY' || build.review !== 'PENDING')
        throw new AppError('BUILD_NOT_REVIEWABLE', 'build.notReviewable');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const builds = createBuildRepository(tx);
        if (!(await builds.decide(build.id, { review: 'APPROVED', note: null, adminId: admin.id, now })))
          throw new AppError('BUILD_NOT_REVIEWABLE', 'build.notReviewable');
        const current = item.project.currentBuildId ? await builds.find(item.project.currentBuildId) : null;
        const becomesCurrent = !current || current.build.createdAt <= build.createdAt;
        if (becomesCurrent) await builds.makeCurrent(item.project.id, build.id, now);
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'build.approved',
          entityType: 'build',
          entityId: build.id,
          data: { projectId: item.project.id, version: build.version, commitSha: build.commitSha },
        });
        await notifications.buildApproved(tx, { build, current: becomesCurrent });
        await webhookEvents.buildApproved(tx, build, becomesCurrent, now);
      });
      return this.detail(build.id, admin);
    },

    /**
     * An admin withdraws an approved version (a security reason): it can no longer be opened nor
     * made current; when it was current, the newest version still approved becomes current (or
     * none), so owners fall back to it. Its files are kept.
     */
    async withdraw(buildId: string, admin: NonNullable<TActor>, reason: string) {
      const { build, project: item } = await buildAccess.loadFor(buildId, admin, 'withdraw');
      if (!isOpenableVersion(build)) throw new AppError('BUILD_NOT_WITHDRAWABLE', 'build.notWithdrawable');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const builds = createBuildRepository(tx);
        if (!(await builds.withdraw(build.id, { adminId: admin.id, reason, now })))
          throw new AppError('BUILD_NOT_WITHDRAWABLE', 'build.notWithdrawable');
        const fallback = await builds.newestOpenable(item.project.id);
        const replaced = await builds.replaceCurrent(item.project.id, build.id, fallback, now);
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'build.withdrawn',
          entityType: 'build',
          entityId: build.id,
          data: {
            projectId: item.project.id,
            version: build.version,
            reason,
            wasCurrent: replaced,
            currentBuildId: replaced ? fallback : item.project.currentBuildId,
          },
        });
      });
      // A security matter: every process drops the rights and projects it keeps at once, whether or
      // not its read cache (which hears every write) is on; owners move to the current version.
      deps.changes.publish('public');
      return this.detail(build.id, admin);
    },

    async reject(buildId: string, admin: NonNullable<TActor>, note: string) {
      const { build, project: item } = await buildAccess.loadFor(buildId, admin, 'review');
      if (build.status !== 'READY' || build.review !== 'PENDING')
        throw new AppError('BUILD_NOT_REVIEWABLE', 'build.notReviewable');
      await db.transaction(async (tx) => {
        if (
          !(await createBuildRepository(tx).decide(build.id, {
            review: 'REJECTED',
            note,
            adminId: admin.id,
            now: clock.now(),
          }))
        )
          throw new AppError('BUILD_NOT_REVIEWABLE', 'build.notReviewable');
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'build.rejected',
          entityType: 'build',
          entityId: build.id,
          data: { projectId: item.project.id, version: build.version, note },
        });
        await notifications.buildRejected(tx, { build, note });
      });
      return this.detail(build.id, admin);
    },
  };
}
