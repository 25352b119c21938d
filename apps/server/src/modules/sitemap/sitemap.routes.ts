import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSitemapRepository } from '../../db/repositories/sitemap.repository';
import { publicBaseUrl } from '../../lib/public-url';
import { renderSitemapIndex, renderUrlset, SITEMAP_LANGUAGES, type TSitemapAddress } from './sitemap-xml';

/** The protocol's limit of addresses in one sitemap page. */
export const SITEMAP_MAX_ADDRESSES = 50_000;

export type TSitemapOptions = {
  /** Addresses per sitemap page (tests lower it to see pages split); SITEMAP_MAX_ADDRESSES by default. */
  maxAddresses?: number;
};

/** The public pages that are always there. */
const FIXED_PAGES = ['/', '/store', '/about', '/terms', '/privacy', '/refunds'];

/**
 * What search engines should not crawl: signed-in screens, checkout and account forms. The API
 * stays open to them: a crawler that runs the pages' script reads the public catalogue through it.
 */
const DISALLOWED = [
  '/user-dashboard',
  '/developer-dashboard',
  '/admin-dashboard',
  '/checkout/',
  '/login',
  '/register',
  '/admin-login',
  '/forgot-password',
  '/reset-password',
  '/user-profile',
  '/become-developer',
  '/add-project',
  '/edit-project/',
  '/project-versions/',
  '/payment-result',
  '/notices',
  '/unsubscribe',
];

// Crawlers come back now and then; the server keeps each page in its public read cache, emptied on
// every write, so a page is built once per change rather than per request.
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';

/** The sitemap pages' addresses are at the site's root: a sitemap covers only paths below its own. */
const PAGES_PATH = '/sitemap-pages.xml';
const APPS_PATH = '/sitemap-apps.xml';
const DEVELOPERS_PATH = '/sitemap-developers.xml';

const hidden = { hide: true } as const;

/**
 * The files search engines read: /robots.txt and /sitemap.xml, a sitemap index naming pages of at
 * most `maxAddresses` addresses (the fixed public pages; the published apps; the developers with
 * a published app), every address in each of the product's languages, absolute from PUBLIC_URL.
 * Routes of the main site only: an app's own host never reaches them (its files are its own).
 */
export async function sitemapRoutes(fastify: FastifyInstance, options: TSitemapOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = publicBaseUrl(app.deps.config);
  const repository = createSitemapRepository(app.deps.db);
  const perPage = Math.max(
    1,
    Math.floor((options.maxAddresses ?? SITEMAP_MAX_ADDRESSES) / SITEMAP_LANGUAGES.length),
  );
  const pageAddress = (path: string, after: string | null) =>
    `${base}${path}${after === null ? '' : `?after=${encodeURIComponent(after)}`}`;
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', SITEMAP_CACHE_CONTROL).send(xml);
  const urlset = (reply: FastifyReply, addresses: TSitemapAddress[]) =>
    sendXml(reply, renderUrlset(addresses));

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: hidden }, async (_request, reply) => {
    const [appPages, developerPages] = await Promise.all([
      repository.appPages(perPage),
      repository.developerPages(perPage),
    ]);
    return sendXml(
      reply,
      renderSitemapIndex([
        { address: `${base}${PAGES_PATH}` },
        ...appPages.map((page) => ({ address: pageAddress(APPS_PATH, page.after), lastmod: page.lastmod })),
        ...developerPages.map((page) => ({
          address: pageAddress(DEVELOPERS_PATH, page.after),
          lastmod: page.lastmod,
        })),
      ]),
    );
  });

  app.get(PAGES_PATH, { config: { access: 'public' }, schema: hidden }, async (_request, reply) =>
    urlset(
      reply,
      FIXED_PAGES.map((path) => ({ address: `${base}${path}` })),
    ),
  );

  app.get(
    APPS_PATH,
    {
      config: { access: 'public' },
      schema: { ...hidden, querystring: z.object({ after: z.string().min(1).max(200).optional() }) },
    },
    async (request, reply) => {
      const apps = await repository.apps(request.query.after ?? null, perPage);
      return urlset(
        reply,
        apps.map(({ key, lastmod }) => ({ address: `${base}/app/${encodeURIComponent(key)}`, lastmod })),
      );
    },
  );

  app.get(
    DEVELOPERS_PATH,
    {
      config: { access: 'public' },
      schema: { ...hidden, querystring: z.object({ after: z.uuid().optional() }) },
    },
    async (request, reply) => {
      const developers = await repository.developers(request.query.after ?? null, perPage);
      return urlset(
        reply,
        developers.map(({ key, lastmod }) => ({
          address: `${base}/developer/${encodeURIComponent(key)}/apps`,
          lastmod,
        })),
      );
    },
  );

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { config: { access: 'public' }, schema: hidden }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', ROBOTS_CACHE_CONTROL).send(robots),
  );
}
