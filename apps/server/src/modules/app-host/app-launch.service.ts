import type { TLaunch } from '@vitrina/shared/builds/build.schemas';
import type { TAppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { appOriginOf } from '../../lib/app-origin';
import { createBuildAccess, createProjectAccess, type TActor } from '../access';
import { LAUNCH_PATH } from './app-host-routing';
import { createAppTokens, type TAppSessionKind } from './app-tokens';

/**
 * Opening a hosted app from the main site: the address the browser goes to, on the app's own
 * origin. A free app's origin is open as it is; otherwise it carries a launch token (one use,
 * 60 s) that the app's host turns into an app session.
 */
export function createAppLaunchService(deps: TAppDeps) {
  const access = createProjectAccess(deps.db);
  const builds = createBuildAccess(deps.db);
  const tokens = createAppTokens(deps.appTokenSecret, deps.clock);
  const product = { product: deps.config.PRODUCT_NAME };

  async function launchUrl(
    actor: NonNullable<TActor>,
    project: { id: string; slug: string },
    buildId: string,
    kind: TAppSessionKind,
  ): Promise<TLaunch> {
    const origin = appOriginOf(deps.config, project.slug);
    const token = await tokens.issueLaunch({
      personId: actor.id,
      projectId: project.id,
      buildId,
      kind,
      audience: origin,
    });
    return { url: `${origin}${LAUNCH_PATH}?t=${encodeURIComponent(token)}` };
  }

  return {
    /** The project's current build, for anyone the access policy lets open it (`open`). */
    async launchProject(actor: NonNullable<TActor>, idOrSlug: string): Promise<TLaunch> {
      const item = await access.load(idOrSlug);
      const refusal = await access.refusal(actor, 'open', item);
      if (refusal)
        throw refusal.code === 'FORBIDDEN' ? new AppError('FORBIDDEN', 'appHost.buyFirst') : refusal;
      const buildId = item.project.currentBuildId;
      if (!buildId) throw new AppError('NO_HOSTED_BUILD', 'appHost.noBuild', undefined, product);
      if (await access.can(null, 'open', item))
        return { url: `${appOriginOf(deps.config, item.project.slug)}/` };
      return launchUrl(actor, item.project, buildId, 'current');
    },

    /** Any READY build of a project, for its developer or an admin (a look before or after review). */
    async launchBuild(actor: NonNullable<TActor>, buildId: string): Promise<TLaunch> {
      // To anyone the policy does not let preview the project, its builds do not exist.
      const { build, project: item } = await builds.loadFor(buildId, actor, 'preview');
      if (build.status !== 'READY') throw new AppError('NO_HOSTED_BUILD', 'appHost.buildNotReady');
      return launchUrl(actor, item.project, build.id, 'preview');
    },

    /**
     * An approved version of the project (an earlier one, or the current one pinned), for anyone
     * the policies let open it (`openVersion`: its owners, its developer, admins). It opens on the
     * app's own origin, so the app's saved data is the same in every version. A free app's
     * versions need a launch too: the pinned build lives in the app session.
     */
    async launchVersion(actor: NonNullable<TActor>, idOrSlug: string, buildId: string): Promise<TLaunch> {
      const project = await access.load(idOrSlug);
      const version = await builds.load(buildId, 'openVersion');
      // A build of another app is no version of this one.
      if (version.project.project.id !== project.project.id)
        throw new AppError('NOT_FOUND', 'appHost.versionNotFound');
      const refusal = await builds.refusal(actor, 'openVersion', version);
      if (refusal)
        throw refusal.code === 'FORBIDDEN' ? new AppError('FORBIDDEN', 'appHost.buyFirst') : refusal;
      return launchUrl(actor, project.project, version.build.id, 'version');
    },
  };
}
