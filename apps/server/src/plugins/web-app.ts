import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isPageAddress } from '../lib/page-request';
import { sendError } from './error-handler';
import { loadPageRenderer, sendRenderedPage } from './page-render';

/**
 * Serves the built web app: hashed assets cached for a year, other files revalidated each time.
 * Every other page address is the app's: the public pages are rendered on the server (page-render),
 * the others answered with index.html, the shell the browser renders them in.
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

  if (renderer) {
    // A route rather than the not-found handler, so the pages get what routes get (compression).
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (!isPageAddress(request.url)) return routeNotFound(request, reply);
      if (await sendRenderedPage(renderer, request, reply)) return reply;
      return sendShell(reply);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageAddress(request.url) && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendShell(reply);
    }
    return routeNotFound(request, reply);
  });
});
