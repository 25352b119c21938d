import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import {
  answerOtherHosts,
  keptServerHeading,
  recordServerHeading,
  waitForHydration,
  watchConsole,
} from '../support/hydration';
import {
  api,
  apiLogin,
  DEMO_APP_SLUG,
  LANGS,
  readApp,
  type TAppDetail,
  type TLang,
  text,
} from '../support/server-pages';

/**
 * The public pages with JavaScript: the browser takes over (hydrates) the HTML the server sent
 * without a console error or warning, keeps the server's elements, and the page stays interactive.
 */

const LUCIA = {
  email: 'lucia.moreno@vitrina.app',
  password: 'Demo1234!',
  type: 'user' as const,
  name: 'Lucía Moreno',
};

let browser: Browser;
let app: TAppDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await readApp(DEMO_APP_SLUG);
});
afterAll(async () => {
  await browser.close();
});

/** A browser in the language, its console watched, the server's heading recorded. */
async function visitor(lang: TLang): Promise<{ context: BrowserContext; page: Page; messages: string[] }> {
  const { context, page } = await newPage(browser, { lang });
  await answerOtherHosts(context);
  await recordServerHeading(context);
  return { context, page, messages: watchConsole(page) };
}

/**
 * Opens a public page, waits for it to be hydrated and idle, and checks it came from the server
 * whole: the server's heading is still the one on screen, unless `personal` (see below).
 */
async function openHydrated(page: Page, messages: string[], path: string, lang: TLang, personal = false) {
  messages.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(await response?.text()).toContain(`<html lang="${lang}"`);
  await waitForHydration(page);
  if (!personal)
    expect(await keptServerHeading(page), `${path}: the server's <h1> is still on screen`).toBe(true);
  expect(await page.getAttribute('html', 'lang')).toBe(lang);
  expect(messages, path).toEqual([]);
}

// Every public page, as a visitor and signed in, in both languages: tests/every-screen.test.ts.
describe.each(LANGS)('the not-found page hydrates in %s', (lang) => {
  it('without a console message but its own 404', async () => {
    const { context, page, messages } = await visitor(lang);
    const response = await page.goto('/app/no-such-app');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await keptServerHeading(page)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      text(lang, 'catalogue:detail.notFound.title'),
    );
    const others = messages.filter(
      (message) =>
        !/^error: Failed to load resource: the server responded with a status of 404/.test(message) ||
        !message.endsWith('/app/no-such-app]'),
    );
    expect(others).toEqual([]);
    await context.close();
  });
});

describe('a reader far from the server, or whose clock is off', () => {
  // Dates are written in the server's time zone and 'hace 5 días' from the moment it rendered, until
  // the page is hydrated: the text hydrates as it came (another day in another zone, or another
  // count of days by another clock, was React's error #418).
  it.each([
    ['Pacific/Kiritimati', 0],
    ['Pacific/Pago_Pago', 0],
    ['UTC', -10],
  ] as const)(
    'in %s, the clock moved %d days: the public pages hydrate without an error',
    async (timezoneId, days) => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES', timezoneId });
      await answerOtherHosts(context);
      await recordServerHeading(context);
      const page = await context.newPage();
      if (days) await page.clock.setFixedTime(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
      const messages = watchConsole(page);
      for (const path of [`/app/${DEMO_APP_SLUG}`, '/store', `/developer/${app.developerId}/apps`]) {
        await page.goto(path);
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await waitForHydration(page);
        expect(await keptServerHeading(page), path).toBe(true);
        expect(messages, `${path} in ${timezoneId}`).toEqual([]);
      }
      await context.close();
    },
  );
});

describe('a visit to a server-rendered app page', () => {
  it('counts one view, for a visitor and for a signed-in person alike', async () => {
    // An app no other journey opens (markdown-a-html): its count moves only here.
    const slug = 'markdown-a-html';
    const admin = await apiLogin('admin@vitrina.app', 'Admin1234!', 'admin');
    const views = async () =>
      (await api<TAppDetail>(`/api/project/${slug}`, { token: admin, prefetch: true })).views;
    for (const signedIn of [false, true]) {
      const { context, page, messages } = await visitor('es');
      if (signedIn) {
        await loginThroughUi(page, LUCIA);
        await page.waitForLoadState('networkidle');
      }
      const before = await views();
      await openHydrated(page, messages, `/app/${slug}`, 'es', signedIn);
      await expect.poll(views, { timeout: 5_000 }).toBeGreaterThan(before);
      // Nothing more arrives later (a second count would come within the same second).
      await page.waitForTimeout(1_000);
      expect(await views(), signedIn ? 'signed in' : 'visitor').toBe(before + 1);
      await context.close();
    }
  });
});

describe('the hydrated pages stay interactive', () => {
  it("the app page's favourite toggle works for a signed-in person (and is put back)", async () => {
    const { context, page, messages } = await visitor('es');
    await loginThroughUi(page, LUCIA);
    await openHydrated(page, messages, `/app/${DEMO_APP_SLUG}`, 'es', true);
    const toggle = page.getByRole('button', { name: /^(Añadir a|Quitar de) favoritos$/ });
    /** Whether it is a favourite, once the change sent (if any) is answered. */
    const pressed = async () => {
      await expect.poll(() => toggle.getAttribute('aria-busy')).toBeNull();
      return toggle.getAttribute('aria-pressed');
    };
    const before = await pressed();
    const flipped = before === 'true' ? 'false' : 'true';
    await toggle.click();
    try {
      expect(await pressed()).toBe(flipped);
      // Kept by the server: a reload (rendered again, hydrated again) shows it so.
      await page.reload();
      await waitForHydration(page);
      // The person's favourites load after hydration (the server rendered the page for a visitor).
      await expect.poll(pressed).toBe(flipped);
    } finally {
      await page.waitForLoadState('networkidle');
      if ((await pressed()) !== before) await toggle.click();
    }
    await expect.poll(pressed).toBe(before);
    expect(messages).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('the store loads more apps and searches (%s)', async (lang) => {
    const { context, page, messages } = await visitor(lang);
    await openHydrated(page, messages, '/store', lang);
    const cards = page.getByRole('main').locator('article');
    const first = await api<{ totalElements: number; projects: unknown[] }>(
      '/api/project/simplified?page=0&size=12',
    );
    const loadMore = page.getByRole('link', { name: text(lang, 'catalogue:store.loadMore') });
    // The demo catalogue has 25 published apps: more than the store's first page of 12.
    expect(first.totalElements).toBeGreaterThan(first.projects.length);
    expect(await cards.count()).toBe(first.projects.length);
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(first.projects.length);

    await page.getByRole('searchbox').fill('facturas');
    await page
      .getByRole('button', { name: text(lang, 'catalogue:store.search.submit'), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'facturas');
    // The earlier list stays on screen until the search answers: wait for the search's own count.
    const found = await api<{ totalElements: number }>('/api/project/simplified?page=0&size=12&q=facturas');
    const count = text(lang, `catalogue:store.countSearch_${found.totalElements === 1 ? 'one' : 'other'}`, {
      total: found.totalElements,
      query: 'facturas',
    });
    await page.getByRole('status').filter({ hasText: count }).waitFor();
    await page.getByRole('heading', { name: 'Facturas Express', level: 3 }).waitFor();
    expect(await cards.count()).toBe(found.totalElements);
    // And a card leads to its app, within the page.
    await cards
      .first()
      .getByRole('link', { name: new RegExp(text(lang, 'catalogue:card.details')) })
      .click();
    await page.getByRole('heading', { name: 'Facturas Express', level: 1 }).waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });

  it('the language switch changes the texts at once, and the next page comes from the server in it', async () => {
    const { context, page, messages } = await visitor('es');
    // Opened in English by its address: switching drops ?lang, so a reload keeps the choice.
    await openHydrated(page, messages, '/store?lang=en', 'en');
    const switchTo = async (lang: TLang) => {
      const group = page.getByRole('group', { name: text(lang === 'es' ? 'en' : 'es', 'language.label') });
      await group.getByRole('link', { name: lang.toUpperCase() }).click();
      await page.getByRole('heading', { name: text(lang, 'catalogue:store.title'), level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'vitrina_lang')?.value).toBe(lang);
    };
    const reloadedIn = async (lang: TLang) => {
      messages.length = 0;
      const html = (await (await page.reload())?.text()) ?? '';
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${text(lang, 'catalogue:store.title')} · Vitrina</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${text(lang, 'catalogue:store.title')}</h1>`));
      await waitForHydration(page);
      expect(await keptServerHeading(page)).toBe(true);
      expect(messages).toEqual([]);
    };
    await switchTo('es');
    await reloadedIn('es');
    await switchTo('en');
    await reloadedIn('en');
    await switchTo('es');
    await reloadedIn('es');
    await context.close();
  });

  it("the page's code is fetched only once its first images have arrived (or 1.5 s at most)", async () => {
    // The first images are those the page asks for with high priority: the app's main image here.
    const mainImage = new URL(app.mainImage, baseUrl()).pathname;
    for (const held of ['released', 'never answered'] as const) {
      const { context, page, messages } = await visitor('es');
      let release = () => {};
      const heldImage = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => url.pathname === mainImage,
        async (route) => {
          await heldImage;
          await route.continue().catch(() => {});
        },
      );
      const scripts: { url: string; at: number }[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
      });
      const opened = Date.now();
      await page.goto(`/app/${DEMO_APP_SLUG}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: app.name, level: 1 }).waitFor();
      // Painted, its image still on its way: the paint-first script is the first asked for.
      expect(new URL(scripts[0]?.url ?? baseUrl()).pathname).toMatch(/^\/assets\/paint-first-[\w-]+\.js$/);
      // The image arrives now, or never.
      let releasedAt = Number.POSITIVE_INFINITY;
      if (held === 'released') {
        releasedAt = Date.now();
        release();
      }
      // Live (a held image keeps the network busy, so not waitForHydration's quiet network).
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      const bundle = scripts.find((script) => /\/assets\/index-[\w-]+\.js$/.test(script.url));
      if (!bundle) throw new Error('the main bundle was never asked for');
      // Never early, however fast or slow the machine: not before the image arrived, unless the
      // 1.5 s the paint-first script allows it (started after the page was asked for) had passed.
      expect(bundle.at).toBeGreaterThanOrEqual(Math.min(releasedAt, opened + 1_500) - 50);
      if (held === 'never answered') {
        // Nor held for good by an image that never comes: in the page's own time, the bundle is
        // asked for about 1.5 s after the paint-first script arrived (an upper bound for a slow CPU).
        const gap = await page.evaluate(() => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const paintFirst = resources.find((entry) => /\/assets\/paint-first-[\w-]+\.js$/.test(entry.name));
          const main = resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
          return paintFirst && main ? main.startTime - paintFirst.responseEnd : null;
        });
        expect(gap).not.toBeNull();
        expect(gap).toBeGreaterThanOrEqual(1_400);
        expect(gap).toBeLessThan(15_000);
      }
      expect(await keptServerHeading(page)).toBe(true);
      expect(messages).toEqual([]);
      release();
      await context.close();
    }
  });

  it('the server HTML shows the page before any script runs, and the page is taken over after', async () => {
    const { context, page, messages } = await visitor('es');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/app/${DEMO_APP_SLUG}`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: app.name, level: 1 });
    await heading.waitFor();
    expect(await page.getByRole('main').innerText()).toContain('$5,99');
    expect(app.price).toBe(5.99);
    // Nothing has run yet: the page is the server's alone.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).length)).toBe(0);
    release();
    await waitForHydration(page);
    expect(await keptServerHeading(page)).toBe(true);
    // Taken over: a link moves within the app, without loading another document.
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('main').getByRole('link', { name: 'Tienda', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    expect(documents).toBe(0);
    expect(messages).toEqual([]);
    await context.close();
  });
});
