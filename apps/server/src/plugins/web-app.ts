import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sendError } from './error-handler';

/**
 * Serves the built web app: hashed assets cached for a year, other files revalidated each time,
 * and every unknown non-API page path answered with index.html so client routes work on reload.
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !looksLikeFile && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, new AppError('NOT_FOUND', 'error.routeNotFound'));
  });
});
