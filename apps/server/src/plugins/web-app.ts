import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isPageAddress, languageChoiceCookie } from '../lib/page-request';
import { singleValueConstraint } from '../lib/route-constraint';
import { sendError } from './error-handler';
import { loadPageRenderer, sendRenderedPage } from './page-render';

/**
 * The router's `pageAddress` constraint: a request for a page of the web app (lib/page-request
 * isPageAddress) derives it; any other derives nothing, so a route constrained to it is out of its
 * reach. Routes without the constraint take both.
 */
const PAGE_ADDRESS = 'page';
const pageAddressConstraint = singleValueConstraint({
  name: 'pageAddress',
  value: PAGE_ADDRESS,
  applies: (raw) => isPageAddress(raw.url ?? '/'),
});

/** The addresses of the pages the server renders (apps/web/src/app/router.tsx, `SERVER_RENDERED`). */
const SERVER_RENDERED_ROUTES = [
  '/',
  '/store',
  '/about',
  '/app/:id',
  '/developer/:developerId/apps',
  '/terms',
  '/privacy',
  '/refunds',
  '/unsubscribe',
];

/**
 * Serves the built web app: hashed assets cached for a year, other files revalidated each time.
 * Every other page address is the app's: the public pages are rendered on the server (page-render),
 * the others answered with index.html, the shell the browser renders them in. Any other address
 * (an unknown API path or file, a method pages do not take) answers the API's 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWebApp = existsSync(join(options.distDir, 'index.html'));
  if (hasWebApp) {
    const assetsDir = join(options.distDir, 'assets') + sep;
    // wildcard: false registers one route per file found at start-up (the build does not change while running).
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes a Brotli and a gzip copy of each text file (apps/web/build/precompress-plugin):
      // sent as they are to a browser that takes them; compressed per request otherwise.
      preCompressed: true,
      // Those copies are not addresses of their own.
      allowedPath: (path) => !/\.(br|gz)$/.test(path),
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const renderer = hasWebApp ? await loadPageRenderer(app, options.distDir) : null;

  const routeNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, new AppError('NOT_FOUND', 'error.routeNotFound'));
  const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (renderer && (await sendRenderedPage(renderer, request, reply))) return reply;
    return sendShell(reply);
  };

  // The pages as routes, so they get what routes get (compression): the public pages by name, and
  // every other page address through one catch-all (the client-only screens' shell, the not-found
  // page). The catch-all is constrained to page addresses: to the router, an API path or a file does
  // not see it (an unknown one still reaches the not-found handler, an over-long parameter still
  // answers 414).
  if (renderer) {
    for (const url of SERVER_RENDERED_ROUTES) app.get(url, { schema: { hide: true } }, sendPage);
  }
  if (hasWebApp) {
    app.addConstraintStrategy(pageAddressConstraint);
    app.get('/*', { schema: { hide: true }, constraints: { pageAddress: PAGE_ADDRESS } }, sendPage);
  }

  // A page asked for in a language (the language switch's link, `?lang=`) keeps that choice for the
  // pages after it: in onSend, so a page answered from the read cache sets it too.
  app.addHook('onSend', async (request, reply, payload) => {
    const cookie = languageChoiceCookie(request);
    if (cookie) reply.header('set-cookie', cookie);
    return payload;
  });

  app.setNotFoundHandler(routeNotFound);
});
