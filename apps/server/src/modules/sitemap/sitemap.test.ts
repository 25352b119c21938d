import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  createProject,
  registerDeveloper,
  setProjectStatus,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { appHostOf } from '../../../test/hosted-build-fixtures';

/** The sitemap index, its pages (split at a small size here), and robots.txt. */
const BASE = 'https://vitrina.example';
/** 4 addresses a page: 2 apps or developers, each in Spanish and English. */
const MAX_ADDRESSES = 4;

/** A built web app, so its page fallback is there to not answer these paths. */
const WEB_INDEX = '<!doctype html><title>Vitrina</title>';
let webDist: string;
let t: TTestApp;
let github: TFakeGithub;
let admin: string;
let queries = 0;
type TDev = Awaited<ReturnType<typeof registerDeveloper>>;
let devs: TDev[];
/** The slugs of the published apps, and of the ones never published. */
const publishedSlugs: string[] = [];
const hiddenSlugs: string[] = [];
/** A slug the XML must escape (older slugs were not limited to a-z0-9-). */
const ODD_SLUG = `o'neil&co<"1">`;

beforeAll(async () => {
  github = await startFakeGithub();
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-'));
  writeFileSync(join(webDist, 'index.html'), WEB_INDEX);
  t = await createTestApp({
    webDistDir: webDist,
    ownDatabase: true,
    githubUrl: github.url,
    env: { PUBLIC_URL: `${BASE}/`, PUBLIC_CACHE_TTL_MS: '600000' },
    sitemap: { maxAddresses: MAX_ADDRESSES },
    onQuery: () => {
      queries += 1;
    },
  });
  admin = await adminToken(t);
  devs = [];
  for (let i = 0; i < 4; i += 1) devs.push(await registerDeveloper(t, github));
  const [a, b, c, d] = devs as [TDev, TDev, TDev, TDev];
  // a: 2 published, b: 2 published and 1 under review, c: 1 published, d: only a suspended one.
  for (const dev of [a, a, b, b, c]) {
    const id = await createProject(t, github, dev, { price: 0 });
    await setProjectStatus(t, id, admin);
    publishedSlugs.push(await slugOf(id));
  }
  hiddenSlugs.push(await slugOf(await createProject(t, github, b, { price: 0 })));
  // Published once, then suspended by an admin.
  const suspended = await createProject(t, github, d, { price: 0 });
  await setProjectStatus(t, suspended, admin);
  const suspension = await t.app.inject({
    method: 'PUT',
    url: `/api/project/${suspended}`,
    headers: bearer(admin),
    payload: { status: 'SUSPENDED', reason: 'Incumple las normas de la tienda.' },
  });
  expect(suspension.statusCode, suspension.body).toBe(200);
  hiddenSlugs.push(await slugOf(suspended));
  // Written behind the app's back, so the change is announced as a write would.
  const odd = publishedSlugs.pop() as string;
  await t.deps.db.execute(sql`update projects set slug = ${ODD_SLUG} where slug = ${odd}`);
  publishedSlugs.push(ODD_SLUG);
  t.deps.changes.publish('public');
});
afterAll(async () => {
  await t.close();
  await github.close();
  rmSync(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  queries = 0;
});

async function slugOf(id: string): Promise<string> {
  const result = (await t.deps.db.execute(sql`select slug from projects where id = ${id}`)) as unknown as {
    rows: { slug: string }[];
  };
  return result.rows[0]?.slug ?? '';
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

type TLink = { rel: string; hreflang: string; href: string };
type TUrl = { loc: string; lastmod?: string; 'xhtml:link': TLink[] };

/** A sitemap document read as XML: it must be well formed, and served as such. */
async function xmlAt(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(XMLValidator.validate(response.body)).toBe(true);
  return { body: response.body, doc: parser.parse(response.body) };
}

async function indexPages(): Promise<{ loc: string; lastmod?: string }[]> {
  const { doc } = await xmlAt('/sitemap.xml');
  expect(doc.sitemapindex.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.sitemapindex.sitemap;
}

async function urlsAt(loc: string): Promise<TUrl[]> {
  expect(loc.startsWith(`${BASE}/sitemap-`)).toBe(true);
  const { doc } = await xmlAt(loc.slice(BASE.length));
  return doc.urlset.url ?? [];
}

/** The Spanish (default) addresses of a page, its English ones being checked alongside. */
function spanishLocs(urls: TUrl[]): string[] {
  const locs = urls.map((url) => url.loc);
  const spanish = locs.filter((loc) => !loc.includes('?lang=en'));
  expect(locs).toEqual(spanish.flatMap((loc) => [loc, `${loc}?lang=en`]));
  for (const url of urls) {
    const es = url.loc.replace('?lang=en', '');
    expect(url['xhtml:link']).toEqual([
      { rel: 'alternate', hreflang: 'es', href: es },
      { rel: 'alternate', hreflang: 'en', href: `${es}?lang=en` },
      { rel: 'alternate', hreflang: 'x-default', href: es },
    ]);
  }
  return spanish;
}

describe('sitemap', () => {
  it('indexes the fixed pages, then the app and developer pages split at the page size', async () => {
    const pages = await indexPages();
    expect(pages.map((page) => page.loc)).toEqual([
      `${BASE}/sitemap-pages.xml`,
      `${BASE}/sitemap-apps.xml`,
      expect.stringMatching(/^https:\/\/vitrina\.example\/sitemap-apps\.xml\?after=/),
      expect.stringMatching(/^https:\/\/vitrina\.example\/sitemap-apps\.xml\?after=/),
      `${BASE}/sitemap-developers.xml`,
      expect.stringMatching(/^https:\/\/vitrina\.example\/sitemap-developers\.xml\?after=[0-9a-f-]{36}$/),
    ]);
    for (const page of pages.slice(1)) expect(Number.isNaN(Date.parse(page.lastmod ?? ''))).toBe(false);
  });

  it('lists the fixed public pages in both languages', async () => {
    const urls = await urlsAt(`${BASE}/sitemap-pages.xml`);
    expect(spanishLocs(urls)).toEqual(
      ['/', '/store', '/about', '/terms', '/privacy', '/refunds'].map((path) => `${BASE}${path}`),
    );
  });

  it('lists every published app once across its pages, with its lastmod, and no other app', async () => {
    const pages = (await indexPages()).filter((page) => page.loc.includes('/sitemap-apps.xml'));
    const perPage: string[][] = [];
    for (const page of pages) {
      const urls = await urlsAt(page.loc);
      for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      perPage.push(spanishLocs(urls));
    }
    expect(perPage.map((locs) => locs.length)).toEqual([2, 2, 1]);
    const listed = perPage.flat();
    const expected = publishedSlugs.map((slug) => `${BASE}/app/${encodeURIComponent(slug)}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const slug of hiddenSlugs) expect(listed.join('\n')).not.toContain(`/app/${slug}`);
  });

  it('escapes what the XML must escape', async () => {
    const pages = (await indexPages()).filter((page) => page.loc.includes('/sitemap-apps.xml'));
    const bodies = await Promise.all(
      pages.map(async (page) => (await xmlAt(page.loc.slice(BASE.length))).body),
    );
    // encodeURIComponent leaves the apostrophe, which the XML writes as an entity.
    expect(bodies.join('')).toContain(`<loc>${BASE}/app/o&apos;neil%26co%3C%221%22%3E</loc>`);
    // A page starting after it names it in its address, escaped in turn.
    const after = await get(`/sitemap-apps.xml?after=${encodeURIComponent(ODD_SLUG)}`);
    expect(XMLValidator.validate(after.body)).toBe(true);
  });

  it('lists the developers with a published app, and no other', async () => {
    const pages = (await indexPages()).filter((page) => page.loc.includes('/sitemap-developers.xml'));
    const perPage: string[][] = [];
    for (const page of pages) perPage.push(spanishLocs(await urlsAt(page.loc)));
    expect(perPage.map((locs) => locs.length)).toEqual([2, 1]);
    const [a, b, c, d] = devs as [TDev, TDev, TDev, TDev];
    const expected = [a, b, c].map((dev) => `${BASE}/developer/${dev.user.id}/apps`);
    expect([...perPage.flat()].sort()).toEqual([...expected].sort());
    expect(perPage.flat().join('\n')).not.toContain(d.user.id);
  });

  it('refuses a page key that is not one', async () => {
    const bad = await get('/sitemap-developers.xml?after=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('keeps each page until a write, which shows a newly published app', async () => {
    const first = await get('/sitemap-apps.xml');
    await get('/sitemap.xml');
    queries = 0;
    expect((await get('/sitemap-apps.xml')).body).toBe(first.body);
    await get('/sitemap.xml');
    // The same copy whatever language the crawler accepts.
    await get('/sitemap-apps.xml', { 'accept-language': 'en-US,en;q=0.9' });
    expect(queries).toBe(0);

    // Sorts first, so it lands on the first page.
    const id = await createProject(t, github, devs[2] as TDev, { price: 0, name: '0 Primera App' });
    await setProjectStatus(t, id, admin);
    const slug = await slugOf(id);
    const again = await get('/sitemap-apps.xml');
    expect(again.body).toContain(`<loc>${BASE}/app/${slug}</loc>`);
    expect(queries).toBeGreaterThan(0);
    publishedSlugs.push(slug);
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of private ones and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).not.toContain('Disallow: /api/');
    for (const path of [
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
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/store', '/app/', '/developer/', '/about']) {
      expect(lines.some((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(10)))).toBe(
        false,
      );
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("is answered before the web app's page fallback, which still answers the pages", async () => {
    expect((await get('/store')).body).toBe(WEB_INDEX);
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-apps.xml']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toBe(WEB_INDEX);
    }
  });

  it("is not answered on an app's own host, whose files are its own", async () => {
    const host = appHostOf(t, publishedSlugs[0] as string);
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await get(url, { host });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Sitemap:');
      expect(response.body).not.toContain('sitemapindex');
    }
  });
});

describe('the public read cache bounds the bytes it keeps', () => {
  it('does not keep an answer above PUBLIC_CACHE_MAX_BYTES, and keeps one below', async () => {
    let counted = 0;
    const small = await createTestApp({
      githubUrl: github.url,
      env: { PUBLIC_CACHE_TTL_MS: '600000', PUBLIC_CACHE_MAX_BYTES: '2000' },
      onQuery: () => {
        counted += 1;
      },
    });
    try {
      const read = async (url: string) => {
        const response = await small.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'identity' },
        });
        expect(response.statusCode).toBe(200);
        return response.body.length;
      };
      // The index with no app is a few hundred bytes: kept.
      expect((await read('/sitemap.xml')) * 2).toBeLessThan(2000);
      counted = 0;
      await read('/sitemap.xml');
      expect(counted).toBe(0);
      // Above the budget once counted twice: built again on each request.
      const dev = await registerDeveloper(small, github);
      const id = await createProject(small, github, dev, { price: 0 });
      await setProjectStatus(small, id, await adminToken(small));
      await small.deps.db.execute(sql`update projects set slug = ${'x'.repeat(150)} where id = ${id}`);
      small.deps.changes.publish('public');
      expect((await read('/sitemap-apps.xml')) * 2).toBeGreaterThan(2000);
      counted = 0;
      await read('/sitemap-apps.xml');
      expect(counted).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});
