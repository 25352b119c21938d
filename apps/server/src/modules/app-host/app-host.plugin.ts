import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config/env';
import { createHostedAppRepository, type TManifestFile } from '../../db/repositories/hosted-app.repository';
import type { TProjectWithDeveloper } from '../../db/repositories/project.repository';
import { appOriginOf, appOriginsAreSecure } from '../../lib/app-origin';
import { createAppFiles, type TAppFilesOptions } from './app-files';
import { createAppGate, type TAppGateOptions } from './app-gate';
import { appHostHeaders, sendAppPage, type TAppPage } from './app-host-pages';
import { APP_HOST, appSlugOfRequest, LAUNCH_PATH } from './app-host-routing';
import { isHtml, manifestPathOf } from './app-paths';
import type { TAppSession } from './app-tokens';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The name of an app session's cookie: `__Host-` under HTTPS (host-only, Secure, Path=/). */
export const appSessionCookieName = (config: Pick<TConfig, 'APPS_ORIGIN' | 'PORT'>) =>
  appOriginsAreSecure(config) ? '__Host-vitrina_app' : 'vitrina_app';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** An error's page: a 4xx keeps its status (a bad request), anything else is a 500. */
function sendErrorPage(config: TConfig, request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'app host error');
  return sendAppPage(config, request, reply, status === 500 ? 'error' : 'badRequest', null, status);
}

/**
 * A Fastify `frameworkErrors` answer for an app's host (a malformed URL refused before routing):
 * its page with the app host's headers rather than the main site's error body.
 */
export const sendAppHostFrameworkError = (
  config: TConfig,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => sendErrorPage(config, request, reply, error);

/** What a read of an app's host answers: a file of the build, a redirect, or one of the pages. */
type TTarget =
  | { kind: 'file'; file: TManifestFile }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; page: TAppPage };

export type TAppHostOptions = TAppFilesOptions & TAppGateOptions;

/**
 * The hosted apps' own origins ({slug}.apps…): every request whose host is an app's host reaches
 * only this (the `appHost` route constraint), for any path and method. It serves the project's
 * build from its manifest and the blob store, to everyone for a free app and to the holder of an
 * app session for a paid one, and turns launch addresses into app sessions.
 *
 * An encapsulated context beside the main site's (see buildApp): none of the main site's hooks
 * (security headers, caches, ETags, compression, authentication, rate limits) run for it.
 */
export async function appHostSite(app: FastifyInstance, options: TAppHostOptions = {}) {
  const { config } = app.deps;
  const repository = createHostedAppRepository(app.deps.db);
  const files = createAppFiles(app.deps.blobs, repository, options);
  const gate = createAppGate(app.deps, repository, options);
  app.addHook('onClose', async () => gate.close());
  const headers = appHostHeaders(config);
  const cookieName = appSessionCookieName(config);
  const secure = appOriginsAreSecure(config);
  const cookieAttributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  /** The Set-Cookie of an app session, kept until the session expires. */
  const sessionCookie = (value: string, expiresAt: Date) => {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - app.deps.clock.now().getTime()) / 1000));
    return `${cookieName}=${value}; Max-Age=${maxAge}; ${cookieAttributes}`;
  };

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => sendErrorPage(config, request, reply, error));

  const page = (request: FastifyRequest, reply: FastifyReply, which: TAppPage, slug: string | null) =>
    sendAppPage(config, request, reply, which, slug);

  async function launch(request: FastifyRequest, reply: FastifyReply, slug: string, origin: string) {
    // Only GET takes a launch: a HEAD (a link checker, a preview) must not use the token up.
    if (request.method !== 'GET') return page(request, reply, 'method', slug);
    const token = (request.query as Record<string, unknown>).t;
    const item = await gate.project(slug);
    const session =
      item && typeof token === 'string'
        ? await gate.launch(
            token,
            origin,
            item,
            async (id) => (await files.manifest(id))?.build.projectId === item.project.id,
          )
        : null;
    if (!session) return page(request, reply, 'launchFailed', slug);
    return reply
      .status(303)
      .header('set-cookie', sessionCookie(session.value, session.expiresAt))
      .header('cache-control', 'no-store')
      .header('location', '/')
      .send();
  }

  /**
   * What a read of the path answers with the session (or none): its build is the session's pinned
   * one (a preview, an owner's earlier version), else the project's current one, open to anyone
   * only where the policy says so.
   */
  async function resolve(
    item: TProjectWithDeveloper,
    session: TAppSession | null,
    urlPath: string,
  ): Promise<TTarget> {
    const buildId = session?.buildId ?? item.project.currentBuildId;
    if (!buildId) return { kind: 'page', page: 'noApp' };
    // A paid app's page says how to get it; a free app out of the store is simply not here.
    if (!session && !(await gate.openToAll(item)))
      return { kind: 'page', page: item.project.priceCents > 0 ? 'paid' : 'noApp' };
    const manifest = await files.manifest(buildId);
    if (manifest?.build.projectId !== item.project.id) return { kind: 'page', page: 'noApp' };
    const path = manifestPathOf(urlPath);
    if (path === null) return { kind: 'page', page: 'notFound' };
    const file = manifest.files.get(path);
    if (file) return { kind: 'file', file };
    if (!urlPath.endsWith('/') && manifest.files.has(`${path}/index.html`)) {
      // A folder asked for without its slash: its page's relative links need the slash.
      return { kind: 'redirect', location: `/${path.split('/').map(encodeURIComponent).join('/')}/` };
    }
    const fallback = manifest.build.spa ? manifest.files.get('index.html') : undefined;
    return fallback ? { kind: 'file', file: fallback } : { kind: 'page', page: 'notFound' };
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const slug = appSlugOfRequest(config, request.raw);
    if (!slug) return page(request, reply, 'noApp', null);
    const origin = appOriginOf(config, slug);
    const url = request.raw.url ?? '/';
    const query = url.indexOf('?');
    const urlPath = query < 0 ? url : url.slice(0, query);
    if (urlPath === LAUNCH_PATH) return launch(request, reply, slug, origin);
    if (!READ_METHODS.has(request.method)) return page(request, reply, 'method', slug);

    const item = await gate.project(slug);
    if (!item) return page(request, reply, 'noApp', slug);
    const presented = cookieValue(request.headers.cookie, cookieName);
    let session = await gate.session(presented, origin, item);
    let target = await resolve(item, session, urlPath);
    // A page of the app is where a session's right is looked at again (at most once a minute).
    if (
      session &&
      target.kind === 'file' &&
      isHtml(target.file.contentType) &&
      !(await gate.entitled(session, item))
    ) {
      // An earlier version that can no longer be opened (withdrawn): its owner gets the current one.
      const fallback = await gate.fallBackToCurrent(session, origin, item);
      session = fallback?.session ?? null;
      if (fallback) reply.header('set-cookie', sessionCookie(fallback.value, fallback.session.expiresAt));
      target = await resolve(item, session, urlPath);
    }
    // A cookie that no longer opens anything is cleared.
    if (presented && !session) reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${cookieAttributes}`);
    if (target.kind === 'file') return files.send(request, reply, target.file);
    if (target.kind === 'redirect')
      return reply.status(308).header('location', target.location).header('cache-control', 'no-store').send();
    return page(request, reply, target.page, slug);
  }

  app.route({
    method: [...app.supportedMethods],
    url: '/*',
    constraints: { appHost: APP_HOST },
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: serve,
  });
}
