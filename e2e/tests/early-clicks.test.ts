import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { answerOtherHosts, watchConsole } from '../support/hydration';
import { api, cardsOf, DEMO_APP_SLUG, readApp, type TLang, text } from '../support/server-pages';

/**
 * The public pages with their scripts held back 3 s (as on a phone on a poor line), each control
 * clicked as soon as it shows: the click does what it says, whether the page's script has run or
 * not, and the page then hydrates without an error. And the language switch clicked while the page
 * hydrates, again and again: the page ends in English, and React never reports a hydration error.
 */

/** How long each script of the page is held back. */
const SCRIPT_DELAY_MS = 3_000;

interface TStorePage {
  totalElements: number;
  projects: { name: string }[];
}
const storeApi = (query: string) => api<TStorePage>(`/api/project/simplified?size=12&${query}`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A visitor whose page scripts each arrive SCRIPT_DELAY_MS late; its console and page errors watched. */
async function slowVisitor(
  options: { lang?: TLang; width?: number; delayMs?: number } = {},
): Promise<{ context: BrowserContext; page: Page; messages: string[] }> {
  const { context, page } = await newPage(browser, { lang: options.lang ?? 'es', width: options.width });
  await answerOtherHosts(context);
  const delay = options.delayMs ?? SCRIPT_DELAY_MS;
  if (delay > 0) {
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        // The page may have moved on meanwhile (a link followed before its script arrived).
        await route.continue().catch(() => {});
      },
    );
  }
  return { context, page, messages: watchConsole(page) };
}

/** Opens a page without waiting for anything but its first bytes: the clicks come as soon as they can. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

/** Waits until the page in view is live (hydrated: `<html data-ready>`). */
const live = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const cardNames = async (page: Page) => [...(await cardsOf(page)).keys()];

describe('scripts held back 3 s, each control clicked as soon as it shows', () => {
  it.each(['/store', `/app/${DEMO_APP_SLUG}`] as const)(
    '"EN" on %s: the page is in English, and stays so once hydrated',
    async (path) => {
      const { context, page, messages } = await slowVisitor();
      await open(page, path);
      await page
        .getByRole('group', { name: text('es', 'language.label') })
        .getByRole('link', { name: 'EN' })
        .click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
      const title =
        path === '/store' ? text('en', 'catalogue:store.title') : (await readApp(DEMO_APP_SLUG)).name;
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await live(page);
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page
        .getByRole('navigation', { name: text('en', 'nav.label') })
        .getByRole('link', { name: text('en', 'nav.store') })
        .waitFor();
      expect(await h1(page).innerText()).toBe(title);
      expect(messages).toEqual([]);
      await context.close();
    },
  );

  it('a category, then "Gratuitas": the store filtered so, before and after hydration', async () => {
    const { context, page, messages } = await slowVisitor();
    await open(page, '/store');
    await page.getByRole('link', { name: /^Juegos/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'GAMES');
    const games = (await storeApi('category=GAMES&page=0')).projects.map((project) => project.name);
    await expect.poll(() => cardNames(page)).toEqual(games);
    await page.getByRole('link', { name: /^Gratuitas/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'FREE');
    const free = (await storeApi('category=FREE&page=0')).projects.map((project) => project.name);
    await expect.poll(() => cardNames(page)).toEqual(free);
    await live(page);
    expect(await cardNames(page)).toEqual(free);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('the order: the store so ordered', async () => {
    const { context, page, messages } = await slowVisitor();
    await open(page, '/store');
    await page.getByRole('main').locator('summary').click();
    await page.getByRole('link', { name: text('es', 'catalogue:store.sort.price_desc') }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    const sorted = (await storeApi('sort=price_desc&page=0')).projects.map((project) => project.name);
    await expect.poll(() => cardNames(page)).toEqual(sorted);
    await live(page);
    expect(await page.getByRole('main').locator('summary').innerText()).toBe(
      text('es', 'catalogue:store.sort.price_desc'),
    );
    expect(messages).toEqual([]);
    await context.close();
  });

  it('a search: its results', async () => {
    const { context, page, messages } = await slowVisitor();
    await open(page, '/store');
    await page.getByRole('searchbox').fill('facturas');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'facturas');
    await page.getByRole('heading', { name: 'Facturas Express', level: 3 }).waitFor();
    await live(page);
    const found = (await storeApi('q=facturas&page=0')).projects.map((project) => project.name);
    expect(await cardNames(page)).toEqual(found);
    expect(await page.getByRole('searchbox').inputValue()).toBe('facturas');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('a search typed before the script arrives and sent once the page is live: the same results', async () => {
    const { context, page, messages } = await slowVisitor();
    await open(page, '/store');
    await page.getByRole('searchbox').fill('sudoku');
    await live(page);
    expect(await page.getByRole('searchbox').inputValue()).toBe('sudoku');
    await page
      .getByRole('button', { name: text('es', 'catalogue:store.search.submit'), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'sudoku');
    await page.getByRole('heading', { name: 'Sudoku Zen', level: 3 }).waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });

  it('"Cargar más": the next apps after the first ones, kept once the page hydrates; then more, in place', async () => {
    const { context, page, messages } = await slowVisitor();
    const first = await storeApi('page=0');
    const second = await storeApi('page=1');
    await open(page, '/store');
    await page.getByRole('link', { name: text('es', 'catalogue:store.loadMore') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const shown = [...first.projects, ...second.projects].map((project) => project.name);
    await expect.poll(() => cardNames(page)).toEqual(shown);
    await live(page);
    expect(await cardNames(page)).toEqual(shown);
    // Live now: the next page is added in place, and the address says how far the list goes.
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('link', { name: text('es', 'catalogue:store.loadMore') }).click();
    await expect.poll(async () => (await cardNames(page)).length).toBe(first.totalElements);
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    expect(documents).toBe(0);
    expect(await cardNames(page)).toEqual(
      shown.concat((await storeApi('page=2')).projects.map((p) => p.name)),
    );
    expect(messages).toEqual([]);
    await context.close();
  });

  it("an app page's sign-in links and 'Comprar Ahora' lead to sign in, naming where to come back", async () => {
    const app = await readApp('firma-de-documentos');
    for (const [name, next] of [
      [text('es', 'engagement:favorite.loginAction'), '/app/firma-de-documentos'],
      [text('es', 'catalogue:detail.purchase.buy'), `/checkout/${app.id}`],
    ] as const) {
      const { context, page, messages } = await slowVisitor();
      await open(page, '/app/firma-de-documentos');
      await page.getByRole('main').getByRole('link', { name }).first().click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === next);
      await live(page);
      await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      expect(messages).toEqual([]);
      await context.close();
    }
  });

  it("on a phone: the menu opens and leads on; a developer's 'Volver' leads to the store", async () => {
    const app = await readApp(DEMO_APP_SLUG);
    const { context, page, messages } = await slowVisitor({ width: 390 });
    await open(page, `/developer/${app.developerId}/apps`);
    await page.getByRole('button', { name: text('es', 'nav.openMenu') }).click();
    await page
      .getByRole('navigation', { name: text('es', 'nav.mobileLabel') })
      .getByRole('link', { name: text('es', 'nav.about') })
      .click();
    await page.waitForURL((url) => url.pathname === '/about');
    await h1(page).waitFor();
    expect(await h1(page).innerText()).toBe(text('es', 'pages:about.title'));
    await live(page);

    await open(page, `/developer/${app.developerId}/apps`);
    await page.getByRole('link', { name: text('es', 'catalogue:developer.back') }).click();
    await page.waitForURL((url) => url.pathname === '/store');
    await page.getByRole('heading', { name: text('es', 'catalogue:store.title'), level: 1 }).waitFor();
    await live(page);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('a legal page: "EN" there too', async () => {
    const { context, page, messages } = await slowVisitor();
    await open(page, '/refunds');
    await page
      .getByRole('group', { name: text('es', 'language.label') })
      .getByRole('link', { name: 'EN' })
      .click();
    await page.getByRole('heading', { name: text('en', 'legal:refunds.title'), level: 1 }).waitFor();
    await live(page);
    expect(await h1(page).innerText()).toBe(text('en', 'legal:refunds.title'));
    expect(messages).toEqual([]);
    await context.close();
  });
});

/** When, as the page is taken over, the switch is clicked (see clickEnglishAt). */
const MOMENTS = ['hydration starts', 'switch rendered', 'switch rendered, a task later'] as const;
type TMoment = (typeof MOMENTS)[number];

/**
 * Runs in the page before its own scripts: watches, task by task, for the moment to click "EN" in
 * the top bar, and clicks it then (once per visit: sessionStorage keeps when it did). The phase
 * says where the page was: 'hydrating' (React has started taking it over, the page is not live),
 * or 'live'.
 */
function clickEnglishAt(moment: TMoment): void {
  if (location.pathname !== '/store' || sessionStorage.getItem('early-click')) return;
  const hasKey = (node: Element | null, prefix: string) =>
    node !== null && Object.keys(node).some((key) => key.startsWith(prefix));
  const channel = new MessageChannel();
  let tasksAfterRender = -1;
  const poll = () => {
    const link = document.querySelector<HTMLAnchorElement>('header a[hreflang="en"]');
    const started = hasKey(document.getElementById('root'), '__reactContainer$');
    const rendered = hasKey(link, '__reactProps$');
    const isLive = document.documentElement?.hasAttribute('data-ready') ?? false;
    if (rendered && tasksAfterRender < 0) tasksAfterRender = 0;
    else if (tasksAfterRender >= 0) tasksAfterRender += 1;
    const due =
      moment === 'hydration starts'
        ? started
        : moment === 'switch rendered'
          ? rendered
          : tasksAfterRender >= 1;
    if (link && (due || isLive)) {
      const phase = isLive ? 'live' : 'hydrating';
      sessionStorage.setItem('early-click', `${moment}: ${phase}`);
      link.click();
      return;
    }
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = poll;
  channel.port2.postMessage(null);
}

describe('"EN" clicked while the store hydrates, again and again', () => {
  it('always ends in English, with no hydration error (React #418) nor any other', async () => {
    const seen: string[] = [];
    for (let round = 0; round < 2; round++) {
      for (const moment of MOMENTS) {
        const { context, page, messages } = await slowVisitor({ delayMs: 0 });
        await context.addInitScript(clickEnglishAt, moment);
        let documents = 0;
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents += 1;
        });
        await open(page, '/store');
        await page.getByRole('heading', { name: text('en', 'catalogue:store.title'), level: 1 }).waitFor();
        await live(page);
        await page.waitForLoadState('networkidle');
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await h1(page).innerText()).toBe(text('en', 'catalogue:store.title'));
        expect(messages, moment).toEqual([]);
        const when = await page.evaluate(() => sessionStorage.getItem('early-click'));
        seen.push(`${when} (${documents > 1 ? 'the English page loaded' : 'switched in place'})`);
        await context.close();
      }
    }
    // The clicks did land while the page was being taken over, not only once it was live.
    expect(seen.filter((entry) => entry.includes(': hydrating')).length, seen.join('\n')).toBeGreaterThan(0);
  });
});
