import { LRUCache } from 'lru-cache';
import type { TAppDeps } from '../../app-deps';
import type { THostedAppRepository } from '../../db/repositories/hosted-app.repository';
import {
  createProjectRepository,
  type TProjectWithDeveloper,
} from '../../db/repositories/project.repository';
import { AppError } from '../../lib/app-error';
import { createBuildAccess, createProjectAccess, type TActor } from '../access';
import { createAppTokens, type TAppSession, type TAppTokens } from './app-tokens';

/** How long a person's right to an app, once checked, is trusted before it is checked again. */
export const ENTITLEMENT_RECHECK_MS = 60_000;
/** Expired used launch tokens are deleted at most this often per process. */
const CLEANUP_EVERY_MS = 60_000;

export type TAppGateOptions = { recheckMs?: number };

/** Genuine app-session cookies kept verified in memory (each is checked again for its expiry). */
const VERIFIED_SESSIONS_MAX = 50_000;

/**
 * Who may open an app on its own host, decided by the access policies: visitors only where the
 * project policy lets anyone in (`open`: a free app); otherwise the person an app session names,
 * whose right is checked again at most once a minute: `open` for the current build; a preview
 * session (a pinned build) only while the project policy lets that person `preview` the app (its
 * developer, an admin); a version session (an owner's earlier version) only while the build
 * policy lets them `openVersion` it (still approved, not withdrawn, and theirs to open).
 */
export function createAppGate(
  deps: Pick<TAppDeps, 'db' | 'clock' | 'appTokenSecret' | 'config' | 'changes'>,
  repository: THostedAppRepository,
  options: TAppGateOptions = {},
) {
  const { clock, config } = deps;
  const access = createProjectAccess(deps.db);
  const builds = createBuildAccess(deps.db);
  const projects = createProjectRepository(deps.db);
  const tokens: TAppTokens = createAppTokens(deps.appTokenSecret, clock);
  const recheckMs = options.recheckMs ?? ENTITLEMENT_RECHECK_MS;
  const checked = new LRUCache<string, { allowed: boolean; at: number }>({ max: 50_000 });
  let lastCleanup = 0;
  // A signature is checked once per cookie value: the value names its audience and expiry.
  const verified = new LRUCache<string, TAppSession>({ max: VERIFIED_SESSIONS_MAX });

  // The project an app's host names, kept as briefly as the public read cache keeps catalogue
  // answers and dropped by the same change feed, in every process, on any write that may change
  // it (an approval, a status or price change). Not kept while other processes cannot be heard.
  const projectTtl = config.PUBLIC_CACHE_TTL_MS;
  const projectsBySlug =
    projectTtl > 0
      ? new LRUCache<string, { item: TProjectWithDeveloper | null }>({
          max: config.PUBLIC_CACHE_MAX_ENTRIES,
          ttl: projectTtl,
        })
      : null;
  // Any write that may change the catalogue (a refund completed, an app taken down) also drops the
  // rights checked so far: the next page asks the policy again, in every process, at once; the
  // minute's recheck stays the bound when the feed cannot be heard.
  const unsubscribe = deps.changes.subscribe((kind) => {
    if (kind !== 'public') return;
    projectsBySlug?.clear();
    checked.clear();
  });

  type TPinned = Pick<TAppSession, 'personId' | 'projectId' | 'kind' | 'buildId'>;
  const entitlementKey = (session: TPinned) =>
    `${session.personId}\n${session.projectId}\n${session.kind}\n${session.buildId ?? ''}`;

  /** Whether the policies let the person `openVersion` the build, a version of this project. */
  async function mayOpenVersion(person: TActor, buildId: string | null, item: TProjectWithDeveloper) {
    if (!buildId) return false;
    const build = await builds.load(buildId, 'openVersion').catch((error: unknown) => {
      if (error instanceof AppError) return null; // no such build
      throw error;
    });
    return build?.project.project.id === item.project.id && (await builds.can(person, 'openVersion', build));
  }

  /**
   * The policies' answer for the person now: `open` for the current build, `preview` for a
   * preview, `openVersion` of its build for a version.
   */
  async function decide(session: TPinned, item: TProjectWithDeveloper) {
    const person = await repository.findPerson(session.personId);
    if (!person) return false;
    if (session.kind === 'version') return mayOpenVersion(person, session.buildId, item);
    return access.can(person, session.kind === 'preview' ? 'preview' : 'open', item);
  }

  async function cleanUpNow() {
    const now = clock.now().getTime();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await repository.deleteExpiredLaunchTokens(new Date(now));
  }

  return {
    /** The project an app's host names (by slug only), or null. */
    async project(slug: string) {
      const cached = deps.changes.isConnected() ? projectsBySlug?.get(slug) : undefined;
      if (cached) return cached.item;
      const item = await projects.findWithDeveloper({ slug });
      projectsBySlug?.set(slug, { item });
      return item;
    },

    /** Stops listening to the change feed (the app closes). */
    close: unsubscribe,

    /** Whether anyone at all, signed in or not, may open the app (no session needed). */
    openToAll: (item: TProjectWithDeveloper) => access.can(null, 'open', item),

    /** The app session a cookie holds, when it is genuine, current, for this origin and this project. */
    async session(value: string | undefined, origin: string, item: TProjectWithDeveloper) {
      if (!value) return null;
      const key = `${origin}\n${value}`;
      let session = verified.get(key) ?? null;
      if (!session) {
        session = await tokens.verifySession(value, origin);
        if (session) verified.set(key, session);
      }
      if (session && session.expiresAt.getTime() <= clock.now().getTime()) {
        verified.delete(key);
        return null;
      }
      return session && session.projectId === item.project.id ? session : null;
    },

    /** Whether the session's person may still use the app (checked at most once per recheck period). */
    async entitled(session: TAppSession, item: TProjectWithDeveloper): Promise<boolean> {
      const key = entitlementKey(session);
      const now = clock.now().getTime();
      const known = checked.get(key);
      if (known && now - known.at < recheckMs) return known.allowed;
      const allowed = await decide(session, item);
      checked.set(key, { allowed, at: now });
      return allowed;
    },

    /**
     * A version session whose build can no longer be opened (withdrawn) falls back to the current
     * build, for a person who may still `open` the app: the new session and its cookie value.
     * null when they may not (a refund, say), or the session was no version.
     */
    async fallBackToCurrent(session: TAppSession, origin: string, item: TProjectWithDeveloper) {
      if (session.kind !== 'version') return null;
      const current = { personId: session.personId, projectId: item.project.id, kind: 'current' as const };
      const key = entitlementKey({ ...current, buildId: null });
      const allowed = await decide({ ...current, buildId: null }, item);
      checked.set(key, { allowed, at: clock.now().getTime() });
      if (!allowed) return null;
      const issued = await tokens.issueSession({
        ...current,
        buildId: null,
        audience: origin,
        hours: config.APP_SESSION_HOURS,
      });
      return { value: issued.value, session: { ...current, buildId: null, expiresAt: issued.expiresAt } };
    },

    /**
     * Takes a launch token on an app's host: genuine, for this origin, unexpired, never used before
     * (it is used now), and its person still allowed (a preview's build a READY one of the project,
     * a version's one they may still open). Answers the new app session's cookie value, or null.
     */
    async launch(
      token: string,
      origin: string,
      item: TProjectWithDeveloper,
      buildIsReady: (id: string) => Promise<boolean>,
    ) {
      const claims = await tokens.verifyLaunch(token, origin);
      if (!claims || claims.projectId !== item.project.id) return null;
      if (!(await repository.markLaunchTokenUsed(claims.jti, claims.expiresAt))) return null;
      await cleanUpNow();
      const session = {
        personId: claims.personId,
        projectId: item.project.id,
        kind: claims.kind,
        buildId: claims.kind === 'current' ? null : claims.buildId,
      };
      if (!(await decide(session, item))) return null;
      if (session.buildId && !(await buildIsReady(session.buildId))) return null;
      checked.set(entitlementKey(session), { allowed: true, at: clock.now().getTime() });
      return tokens.issueSession({ ...session, audience: origin, hours: config.APP_SESSION_HOURS });
    },

    tokens,
  };
}

export type TAppGate = ReturnType<typeof createAppGate>;
