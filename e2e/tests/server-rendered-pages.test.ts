import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import {
  api,
  cardsOf,
  DEMO_APP_SLUG,
  fetchPage,
  headValue,
  inLanguage,
  jsonLdBlocks,
  LANGS,
  noScriptContext,
  priceText,
  ratingText,
  readApp,
  type TAppCard,
  type TAppDetail,
  type TLang,
  text,
} from '../support/server-pages';

/**
 * The public pages as a crawler or a link preview reads them: raw HTML (fetch) and a Chromium with
 * JavaScript off. Demo data only, none of it changed here (the pages made from own data are in
 * server-rendered-safety.test.ts).
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let app: TAppDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await noScriptContext(browser);
  page = await context.newPage();
  app = await readApp(DEMO_APP_SLUG);
});
// An address naming a language keeps it in the language cookie (for the pages after it): each test
// starts as a new reader, whom a plain address shows in Spanish.
beforeEach(async () => {
  await context.clearCookies();
});
afterAll(async () => {
  await browser.close();
});

const developerPath = () => `/developer/${app.developerId}/apps`;

/** The public pages: address, <title> and what Open Graph calls it, in a language. */
const PAGES: { name: string; path: () => string; title: (lang: TLang) => string; share?: () => string }[] = [
  { name: 'home', path: () => '/', title: (lang) => text(lang, 'pages:seo.home.title') },
  {
    name: 'store',
    path: () => '/store',
    title: (lang) => `${text(lang, 'catalogue:store.title')} · Vitrina`,
  },
  {
    name: 'app',
    path: () => `/app/${DEMO_APP_SLUG}`,
    title: () => `${app.name} · Vitrina`,
    share: () => app.name,
  },
  {
    name: 'developer',
    path: developerPath,
    title: (lang) => `${text(lang, 'catalogue:developer.title', { name: app.developerName })} · Vitrina`,
  },
  { name: 'about', path: () => '/about', title: (lang) => `${text(lang, 'pages:about.title')} · Vitrina` },
  // The legal pages too: read without JavaScript, and linked from every page's footer.
  ...(['terms', 'privacy', 'refunds'] as const).map((name) => ({
    name,
    path: () => `/${name}`,
    title: (lang: TLang) => `${text(lang, `legal:${name}.title`)} · Vitrina`,
  })),
];

describe.each(LANGS)('the head of every public page, in %s', (lang) => {
  it.each(PAGES)('$name: title, description, canonical, hreflang, Open Graph, Twitter', async (spec) => {
    const path = spec.path();
    const response = await page.goto(inLanguage(path, lang));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const title = spec.title(lang);
    expect(await page.title()).toBe(title);
    const description = await headValue(page, 'meta[name="description"]');
    expect(description?.length).toBeGreaterThan(20);
    if (spec.name === 'app') expect(description).toBe(app.shortDescription);

    const address = `${baseUrl()}${path}`;
    const canonical = inLanguage(address, lang);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await headValue(page, 'link[rel="canonical"]')).toBe(canonical);
    expect(await headValue(page, 'link[rel="alternate"][hreflang="es"]')).toBe(address);
    expect(await headValue(page, 'link[rel="alternate"][hreflang="en"]')).toBe(`${address}?lang=en`);
    expect(await headValue(page, 'link[rel="alternate"][hreflang="x-default"]')).toBe(address);
    expect(await headValue(page, 'meta[name="robots"]')).toBeNull();

    // Shared, the page is called by its own name (the home page by its title).
    expect(await headValue(page, 'meta[property="og:title"]')).toBe(
      spec.share?.() ?? (spec.name === 'home' ? title : title.replace(/ · Vitrina$/, '')),
    );
    expect(await headValue(page, 'meta[property="og:description"]')).toBe(description);
    expect(await headValue(page, 'meta[property="og:type"]')).toBe('website');
    expect(await headValue(page, 'meta[property="og:url"]')).toBe(canonical);
    expect(await headValue(page, 'meta[property="og:locale"]')).toBe(lang === 'es' ? 'es_ES' : 'en_US');
    // Only an app's page has a preview image (its main image): the site's own is an SVG icon,
    // which link previews do not show (ssr/page-head.ts), so the others share a plain summary.
    const image = await headValue(page, 'meta[property="og:image"]');
    if (spec.name === 'app') {
      expect(image).toBe(new URL(app.mainImage, baseUrl()).href);
      expect(await headValue(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await headValue(page, 'meta[name="twitter:image"]')).toBe(image);
    } else {
      expect(image).toBeNull();
      expect(await headValue(page, 'meta[name="twitter:card"]')).toBe('summary');
    }
  });

  it('the app page describes the app for search engines (JSON-LD): price, currency and its rating', async () => {
    const { status, html } = await fetchPage(inLanguage(`/app/${DEMO_APP_SLUG}`, lang));
    expect(status).toBe(200);
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    const data = blocks[0] as {
      '@type': string;
      name: string;
      url: string;
      offers: { price: string; priceCurrency: string };
      aggregateRating?: { ratingValue: string; ratingCount: number };
    };
    expect(data['@type']).toBe('SoftwareApplication');
    expect(data.name).toBe(app.name);
    expect(data.url).toBe(inLanguage(`${baseUrl()}/app/${DEMO_APP_SLUG}`, lang));
    expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(data.offers.price).toBe(app.price.toFixed(2));
    expect(data.offers.priceCurrency).toBe('USD');
    // The demo app has ratings (every published demo app has; the unrated one is in the safety journey).
    expect(app.totalRatings).toBeGreaterThan(0);
    expect(data.aggregateRating?.ratingValue).toBe(app.averageRating.toFixed(1));
    expect(data.aggregateRating?.ratingCount).toBe(app.totalRatings);
  });
});

describe.each(LANGS)('what a reader without JavaScript sees, in %s', (lang) => {
  it('the app page: name, price, rating, description, screenshots and links', async () => {
    await page.goto(inLanguage(`/app/${DEMO_APP_SLUG}`, lang));
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(app.name);
    const body = (await main.innerText()).replace(/\s+/g, ' ');
    expect(body).toContain(priceText(app.price, lang));
    expect(body).toContain(ratingText(app, lang));
    expect(body).toContain(app.description);
    expect(app.screenshots.length).toBeGreaterThan(0);
    for (const shot of app.screenshots) {
      const link = main.locator(`a[href="${shot}"]`);
      expect(await link.isVisible()).toBe(true);
      // The picture itself is shown, not only its place (nothing is left for a script to reveal).
      const img = link.locator(`img[src="${shot}"]`);
      expect(await img.isVisible()).toBe(true);
      expect(await img.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
    }
    if (app.documentationUrl)
      expect(await main.locator(`a[href="${app.documentationUrl}"]`).isVisible()).toBe(true);
    expect(await main.locator(`a[href="${developerPath()}"]`).first().isVisible()).toBe(true);
  });

  it('the store: the first page of apps with their prices and ratings, and a search narrows it', async () => {
    await page.goto(inLanguage('/store', lang));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      text(lang, 'catalogue:store.title'),
    );
    const first = await api<{ projects: TAppCard[] }>('/api/project/simplified?page=0&size=12');
    const cards = await cardsOf(page);
    expect([...cards.keys()]).toEqual(first.projects.map((project) => project.name));
    for (const project of first.projects) {
      const card = cards.get(project.name) ?? '';
      expect(card, project.name).toContain(priceText(project.price, lang));
      expect(card, project.name).toContain(ratingText(project, lang));
    }

    await page.goto(inLanguage('/store?q=facturas', lang));
    const found = await api<{ projects: TAppCard[] }>('/api/project/simplified?page=0&size=12&q=facturas');
    const names = [...(await cardsOf(page)).keys()];
    expect(names).toContain('Facturas Express');
    expect(names).toEqual(found.projects.map((project) => project.name));
    expect(names.length).toBeLessThan(cards.size);
    expect(await page.getByRole('searchbox').inputValue()).toBe('facturas');
  });

  it("a developer's page lists their published apps", async () => {
    await page.goto(inLanguage(developerPath(), lang));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      text(lang, 'catalogue:developer.title', { name: app.developerName }),
    );
    const theirs = await api<TAppCard[]>(`/api/project/developer/${app.developerId}`);
    const published = theirs.filter((project) => project.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThan(1);
    const cards = await cardsOf(page);
    expect([...cards.keys()].sort()).toEqual(published.map((project) => project.name).sort());
    for (const project of published)
      expect(cards.get(project.name)).toContain(priceText(project.price, lang));
  });

  it('the home and about pages have their headings', async () => {
    await page.goto(inLanguage('/', lang));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(
      text(lang, 'pages:home.title'),
    );
    await page.goto(inLanguage('/about', lang));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(text(lang, 'pages:about.title'));
  });
});

describe('the language a page is rendered in', () => {
  /** The store's language as its raw HTML says it: <html lang> and the heading. */
  async function storeLanguage(path: string, headers: Record<string, string> = {}) {
    const { status, html } = await fetchPage(path, headers);
    expect(status).toBe(200);
    const lang = /<html lang="(\w+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<title>${text(lang === 'en' ? 'en' : 'es', 'catalogue:store.title')} · Vitrina</title>`,
    );
    return lang;
  }

  it('is Spanish by default, else what ?lang, the cookie or the browser ask for, in that order', async () => {
    expect(await storeLanguage('/store')).toBe('es');
    expect(await storeLanguage('/store', { 'accept-language': 'de-DE,de;q=0.9' })).toBe('es');
    expect(await storeLanguage('/store?lang=en')).toBe('en');
    expect(await storeLanguage('/store', { cookie: 'vitrina_lang=en' })).toBe('en');
    expect(await storeLanguage('/store', { 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    // The address wins over the cookie, and the cookie over the browser.
    expect(await storeLanguage('/store?lang=es', { cookie: 'vitrina_lang=en' })).toBe('es');
    expect(await storeLanguage('/store', { cookie: 'vitrina_lang=es', 'accept-language': 'en-US' })).toBe(
      'es',
    );
  });

  it('the same in a browser without JavaScript: its language, then the cookie', async () => {
    const english = await noScriptContext(browser, 'en-US');
    const reader = await english.newPage();
    await reader.goto('/about');
    expect(await reader.getAttribute('html', 'lang')).toBe('en');
    await english.addCookies([{ name: 'vitrina_lang', value: 'es', url: baseUrl() }]);
    await reader.goto('/about');
    expect(await reader.getAttribute('html', 'lang')).toBe('es');
    expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe(text('es', 'pages:about.title'));
    await english.close();
  });
});

describe('addresses that name nothing', () => {
  // title: the tab's, written by the server (what is missing: an app, a developer, or a page).
  const MISSING: {
    path: () => Promise<string> | string;
    heading: (lang: TLang) => string;
    title: (lang: TLang) => string;
  }[] = [
    {
      path: () => '/app/no-such-app',
      heading: (lang) => text(lang, 'catalogue:detail.notFound.title'),
      title: (lang) => text(lang, 'catalogue:detail.notFound.title'),
    },
    {
      // A demo app that is not published (in review): its page is not public.
      path: async () => {
        const admin = await api<{ token: string }>('/api/auth/login', {
          method: 'POST',
          json: { email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' },
          expected: 200,
        });
        const inReview = await api<{ projects: { slug: string; name: string }[] }>(
          '/api/admin/projects?status=UNDER_REVIEW&size=100',
          { token: admin.token },
        );
        const demo = inReview.projects.find((project) => project.slug === 'planificador-de-viajes');
        expect(demo, 'the demo app in review').toBeDefined();
        return `/app/${demo?.slug}`;
      },
      heading: (lang) => text(lang, 'catalogue:detail.notFound.title'),
      title: (lang) => text(lang, 'catalogue:detail.notFound.title'),
    },
    {
      path: () => `/developer/${crypto.randomUUID()}/apps`,
      heading: (lang) => text(lang, 'catalogue:developer.notFound'),
      title: (lang) => text(lang, 'catalogue:developer.notFound'),
    },
    {
      path: () => '/developer/not-a-uuid/apps',
      heading: (lang) => text(lang, 'catalogue:developer.invalidId'),
      title: (lang) => text(lang, 'catalogue:developer.notFound'),
    },
    {
      path: () => '/some/unknown/path',
      heading: (lang) => text(lang, 'notFound.title'),
      title: (lang) => text(lang, 'notFound.title'),
    },
  ];

  it.each(MISSING)('answer 404 with the not-found page, not to be indexed', async (missing) => {
    const path = await missing.path();
    for (const lang of LANGS) {
      const { status, html } = await fetchPage(inLanguage(path, lang));
      expect(status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<title>${missing.title(lang)} · Vitrina</title>`);
      expect(html).not.toContain('rel="canonical"');
      const response = await page.goto(inLanguage(path, lang));
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(missing.heading(lang));
    }
  });

  it('the sign-in screen is still the shell the browser renders', async () => {
    const { status, html } = await fetchPage('/login');
    expect(status).toBe(200);
    expect(html).not.toContain('id="vitrina-page"');
    expect(html).toContain('<!--ssr-outlet-->');
    expect(html).not.toContain('rel="canonical"');
  });
});
