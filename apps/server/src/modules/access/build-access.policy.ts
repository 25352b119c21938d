import type { TDb } from '../../db/client';
import { createBuildRepository, type TBuildWithNames } from '../../db/repositories/build.repository';
import type { TProjectWithDeveloper } from '../../db/repositories/project.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, type TActor } from './actor';
import { asyncPolicyOf } from './policy';
import { createProjectAccess } from './project-access.policy';

/**
 * What an actor may do with one hosted build of a project. A project's builds are its developer's
 * and the reviewers' business: to anyone else they do not exist (404). Adding a build is managing
 * the project (the project policy's `manage`).
 * - `read`: see it, its progress, its review and its files: who may manage its project.
 * - `review`: approve or reject it: an admin.
 * - `preview`: open it on the app's own host, reviewed or not: who may preview its project (its
 *   developer, an admin).
 */
export type TBuildAction = 'read' | 'review' | 'preview';

/** A build with the project it belongs to. */
export type TBuildItem = TBuildWithNames & { project: TProjectWithDeveloper };

const buildNotFound = () => new AppError('NOT_FOUND', 'build.notFound');
// The app host tells of its builds in its own words.
const previewNotFound = () => new AppError('NOT_FOUND', 'appHost.buildNotFound');

/** The build access policy: `authorize(actor, action, build)` and the loaders built on it. */
export function createBuildAccess(db: TDb) {
  const builds = createBuildRepository(db);
  const projects = createProjectAccess(db);

  /** Why the actor may not do this with the build, as the error to answer; null when they may. */
  async function refusal(actor: TActor, action: TBuildAction, item: TBuildItem): Promise<AppError | null> {
    switch (action) {
      case 'read':
        return (await projects.can(actor, 'manage', item.project)) ? null : buildNotFound();
      case 'review':
        if (!(await projects.can(actor, 'manage', item.project))) return buildNotFound();
        return isAdmin(actor) ? null : forbidden();
      case 'preview':
        return (await projects.can(actor, 'preview', item.project)) ? null : previewNotFound();
    }
  }

  return asyncPolicyOf(
    refusal,
    async (buildId: string, action: TBuildAction = 'read'): Promise<TBuildItem> => {
      const found = isUuid(buildId) ? await builds.find(buildId) : null;
      if (!found) throw action === 'preview' ? previewNotFound() : buildNotFound();
      return { ...found, project: await projects.load(found.build.projectId) };
    },
  );
}

export type TBuildAccess = ReturnType<typeof createBuildAccess>;
