import type { TDb } from '../../db/client';
import { createBuildRepository, type TBuildWithNames } from '../../db/repositories/build.repository';
import type { TProjectWithDeveloper } from '../../db/repositories/project.repository';
import type { TBuildRow } from '../../db/tables/builds';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, type TActor } from './actor';
import { asyncPolicyOf } from './policy';
import { createProjectAccess } from './project-access.policy';

/**
 * What an actor may do with one hosted build of a project. A project's builds are its developer's
 * and the reviewers' business: to anyone else they do not exist (404), except its approved
 * versions, which the app's page lists. Adding a build is managing the project (the project
 * policy's `manage`).
 * - `read`: see it, its progress, its review and its files: who may manage its project.
 * - `editNotes`: rewrite its release notes: who may manage its project (whether they still may
 *   change is the build's state: until it is approved).
 * - `review`: approve or reject it: an admin.
 * - `withdraw`: take back an approved version (a security reason): an admin.
 * - `preview`: open it on the app's own host, reviewed or not: who may preview its project (its
 *   developer, an admin).
 * - `openVersion`: open it, an earlier (or the current) approved version, on the app's own host:
 *   the build must be a version owners may open (approved, not withdrawn; else it is not found),
 *   and the actor someone the project policy lets `open` the app (its buyers, its developer,
 *   admins; anyone for a free app in the store).
 */
export type TBuildAction = 'read' | 'editNotes' | 'review' | 'withdraw' | 'preview' | 'openVersion';

/** A version owners may open: approved (so ready) and not withdrawn. */
export const isOpenableVersion = (build: Pick<TBuildRow, 'status' | 'review' | 'withdrawnAt'>) =>
  build.status === 'READY' && build.review === 'APPROVED' && build.withdrawnAt === null;

/** A build with the project it belongs to. */
export type TBuildItem = TBuildWithNames & { project: TProjectWithDeveloper };

const buildNotFound = () => new AppError('NOT_FOUND', 'build.notFound');
// The app host tells of its builds in its own words.
const previewNotFound = () => new AppError('NOT_FOUND', 'appHost.buildNotFound');
const versionNotFound = () => new AppError('NOT_FOUND', 'appHost.versionNotFound');

/** The build access policy: `authorize(actor, action, build)` and the loaders built on it. */
export function createBuildAccess(db: TDb) {
  const builds = createBuildRepository(db);
  const projects = createProjectAccess(db);

  /** Why the actor may not do this with the build, as the error to answer; null when they may. */
  async function refusal(actor: TActor, action: TBuildAction, item: TBuildItem): Promise<AppError | null> {
    switch (action) {
      case 'read':
      case 'editNotes':
        return (await projects.can(actor, 'manage', item.project)) ? null : buildNotFound();
      case 'review':
      case 'withdraw':
        if (!(await projects.can(actor, 'manage', item.project))) return buildNotFound();
        return isAdmin(actor) ? null : forbidden();
      case 'preview':
        return (await projects.can(actor, 'preview', item.project)) ? null : previewNotFound();
      case 'openVersion':
        // Its approved versions are public (the app's page lists them): whether this one is one
        // is told to anyone; whether the actor may open the app is the project's `open`.
        if (!isOpenableVersion(item.build)) return versionNotFound();
        return projects.refusal(actor, 'open', item.project);
    }
  }

  return asyncPolicyOf(
    refusal,
    async (buildId: string, action: TBuildAction = 'read'): Promise<TBuildItem> => {
      const found = isUuid(buildId) ? await builds.find(buildId) : null;
      if (!found)
        throw action === 'preview'
          ? previewNotFound()
          : action === 'openVersion'
            ? versionNotFound()
            : buildNotFound();
      return { ...found, project: await projects.load(found.build.projectId) };
    },
  );
}

export type TBuildAccess = ReturnType<typeof createBuildAccess>;
