import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { renderDemoArtwork } from './demo-artwork';

/**
 * Images of the demo catalogue, drawn by the server so the store looks alive offline:
 * /media/demo/{name}.svg (cover) and /media/demo/{name}-shot-{n}.svg (screenshots).
 */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const projects = createProjectRepository(app.deps.db);
  app.get(
    '/media/demo/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) }) },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      const shot = /^(.*)-shot-(\d)$/.exec(name);
      const base = shot?.[1] ?? name;
      // The project's real name (with its accents) when it exists, else one made from the file name.
      const title =
        (await projects.findNameBySlug(base)) ??
        base
          .split('-')
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join(' ');
      const svg = renderDemoArtwork(name, title, shot ? 'shot' : 'cover');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
