import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { api, cardsOf, DEMO_APP_SLUG, noScriptContext, readApp, text } from '../support/server-pages';

/**
 * The public pages with JavaScript off: every control does its job as a link or a form the server
 * answers (language, category, 'Gratuitas', order, search, 'Cargar más', the mobile menu, 'Volver',
 * the account actions that lead to sign in and back). Demo data only, read and never changed.
 */

interface TStorePage {
  totalElements: number;
  hasNext: boolean;
  projects: { name: string; price: number }[];
}

/** The store's API answer for a query, as the page's list should show it. */
const storeApi = (query: string) => api<TStorePage>(`/api/project/simplified?size=12&${query}`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A browser without JavaScript, its page errors and failed loads watched (there should be none). */
async function withoutScript(
  options: { width?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await noScriptContext(browser, options.locale);
  const page = await context.newPage();
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().innerText();
const cardNames = async (page: Page) => [...(await cardsOf(page)).keys()];
const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'vitrina_lang')?.value;

describe('with JavaScript off', () => {
  it('the language switch is a link: the page comes in that language, and so do the next ones', async () => {
    const { context, page, problems } = await withoutScript();
    await page.goto('/store');
    expect(await h1(page)).toBe(text('es', 'catalogue:store.title'));
    await page
      .getByRole('group', { name: text('es', 'language.label') })
      .getByRole('link', { name: 'EN' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    expect(await h1(page)).toBe(text('en', 'catalogue:store.title'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await languageCookie(context)).toBe('en');
    const current = page
      .getByRole('group', { name: text('en', 'language.label') })
      .getByRole('link', { name: 'EN' });
    expect(await current.getAttribute('aria-current')).toBe('true');

    // The choice is kept: the next page, reached by an ordinary link, is in English too.
    await page
      .getByRole('navigation', { name: text('en', 'nav.label') })
      .getByRole('link', { name: text('en', 'nav.about') })
      .click();
    await page.waitForURL((url) => url.pathname === '/about');
    expect(await h1(page)).toBe(text('en', 'pages:about.title'));

    // And back to Spanish, kept for the legal page the footer leads to.
    await page
      .getByRole('group', { name: text('en', 'language.label') })
      .getByRole('link', { name: 'ES' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'es');
    expect(await h1(page)).toBe(text('es', 'pages:about.title'));
    expect(await languageCookie(context)).toBe('es');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('es', 'legal:terms.title') })
      .click();
    await page.waitForURL((url) => url.pathname === '/terms');
    expect(await h1(page)).toBe(text('es', 'legal:terms.title'));
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the categories and "Gratuitas" are links to the store filtered so', async () => {
    const { context, page, problems } = await withoutScript();
    await page.goto('/store');
    const filters = page.getByRole('group', { name: text('es', 'catalogue:store.filters.label') });
    expect(await filters.getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBe('true');

    await filters.getByRole('link', { name: /^Juegos/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'GAMES');
    const games = await storeApi('category=GAMES&page=0');
    expect(await cardNames(page)).toEqual(games.projects.map((project) => project.name));
    expect(await filters.getByRole('link', { name: /^Juegos/ }).getAttribute('aria-current')).toBe('true');
    expect(await filters.getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBeNull();

    await filters.getByRole('link', { name: /^Gratuitas/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'FREE');
    const free = await storeApi('category=FREE&page=0');
    expect(free.projects.length).toBeGreaterThan(0);
    expect(await cardNames(page)).toEqual(free.projects.map((project) => project.name));
    for (const card of (await cardsOf(page)).values())
      expect(card).toContain(text('es', 'catalogue:price.free'));

    await filters.getByRole('link', { name: 'Todas' }).click();
    await page.waitForURL((url) => url.pathname === '/store' && url.search === '');
    expect(await cardNames(page)).toEqual((await storeApi('page=0')).projects.map((project) => project.name));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the order opens as a list of links, and one orders the store', async () => {
    const { context, page, problems } = await withoutScript();
    await page.goto('/store?category=GAMES');
    const order = page.getByRole('main').locator('summary');
    expect(await order.innerText()).toBe(text('es', 'catalogue:store.sort.newest'));
    const cheapest = page.getByRole('link', { name: text('es', 'catalogue:store.sort.price_asc') });
    expect(await cheapest.isVisible()).toBe(false);
    await order.click();
    await cheapest.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    // The category stays; the list is in the order asked for.
    expect(new URL(page.url()).searchParams.get('category')).toBe('GAMES');
    const sorted = await storeApi('category=GAMES&sort=price_asc&page=0');
    expect(await cardNames(page)).toEqual(sorted.projects.map((project) => project.name));
    expect(await order.innerText()).toBe(text('es', 'catalogue:store.sort.price_asc'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the search is a form the server answers, keeping the category and the order', async () => {
    const { context, page, problems } = await withoutScript();
    await page.goto('/store');
    await page.getByRole('searchbox').fill('foto');
    await page
      .getByRole('button', { name: text('es', 'catalogue:store.search.submit'), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'foto');
    await page.getByRole('heading', { name: 'Editor de Fotos Pro', level: 3 }).waitFor();
    const found = await storeApi('q=foto&page=0');
    expect(await cardNames(page)).toEqual(found.projects.map((project) => project.name));

    await page.goto('/store?category=GAMES&sort=rating');
    await page.getByRole('searchbox').fill('sudoku');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'sudoku');
    const params = new URL(page.url()).searchParams;
    expect([params.get('category'), params.get('sort')]).toEqual(['GAMES', 'rating']);
    await page.getByRole('heading', { name: 'Sudoku Zen', level: 3 }).waitFor();

    // The clear button is a link to the same list without the search.
    await page.getByRole('link', { name: text('es', 'catalogue:store.search.clear') }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(new URL(page.url()).searchParams.get('category')).toBe('GAMES');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('"Cargar más" leads to the next page: the list so far and the new apps, landing on the first new one', async () => {
    const { context, page, problems } = await withoutScript();
    await page.goto('/store');
    const first = await storeApi('page=0');
    const second = await storeApi('page=1');
    expect(first.hasNext).toBe(true);
    expect(await cardNames(page)).toEqual(first.projects.map((project) => project.name));

    await page.getByRole('link', { name: text('es', 'catalogue:store.loadMore') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.hash === '#app-13');
    const shown = [...first.projects, ...second.projects].map((project) => project.name);
    expect(await cardNames(page)).toEqual(shown);
    expect(await page.getByRole('main').getByRole('status').first().innerText()).toBe(
      text('es', 'catalogue:store.countPartial_other', { shown: shown.length, total: first.totalElements }),
    );
    // The person goes on reading where the list grew: the first new app is on screen.
    const landing = page.locator('#app-13');
    expect(await landing.getByRole('heading', { level: 3 }).innerText()).toBe(second.projects[0]?.name);
    expect(await landing.isVisible()).toBe(true);
    const box = await landing.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(page.viewportSize()?.height ?? 0);

    // Until the last page, which has no further link.
    let pages = 2;
    while ((await page.getByRole('link', { name: text('es', 'catalogue:store.loadMore') }).count()) > 0) {
      await page.getByRole('link', { name: text('es', 'catalogue:store.loadMore') }).click();
      pages += 1;
      await page.waitForURL((url) => url.searchParams.get('page') === String(pages));
    }
    expect(await cardsOf(page).then((cards) => cards.size)).toBe(first.totalElements);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the account actions of an app page lead to sign in, which comes back to the page (or the checkout)', async () => {
    const { context, page, problems } = await withoutScript();
    const app = await readApp(DEMO_APP_SLUG);
    await page.goto(`/app/${DEMO_APP_SLUG}`);
    // Favourite, rate, comment: each a link to sign in that names this page to come back to.
    const signIns = page
      .getByRole('main')
      .getByRole('link', { name: text('es', 'engagement:favorite.loginAction') });
    expect(await signIns.count()).toBe(3);
    for (const href of await signIns.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toBe(`/login?next=/app/${DEMO_APP_SLUG}`);
    // Buying: sign in first, then the checkout.
    const buy = page.getByRole('link', { name: text('es', 'catalogue:detail.purchase.buy') });
    expect(await buy.getAttribute('href')).toBe(`/login?next=/checkout/${app.id}`);

    await signIns.first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    const signInAddress = page.url();
    expect(new URL(signInAddress).searchParams.get('next')).toBe(`/app/${DEMO_APP_SLUG}`);
    expect(problems).toEqual([]);
    await context.close();

    // Signing in needs the page's script: with it, the same address signs in and comes back.
    const person = await newPage(browser);
    await person.page.goto(signInAddress);
    await person.page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await person.page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await person.page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await person.page.waitForURL((url) => url.pathname === `/app/${DEMO_APP_SLUG}`);
    await person.page.getByRole('heading', { name: app.name, level: 1 }).waitFor();
    expect(person.errors).toEqual([]);
    await person.context.close();
  });

  it('"Comprar Ahora" leads through sign in to the checkout of that app', async () => {
    const { context, page, problems } = await withoutScript();
    const app = await readApp('firma-de-documentos');
    await page.goto('/app/firma-de-documentos');
    await page.getByRole('link', { name: text('es', 'catalogue:detail.purchase.buy') }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const signInAddress = page.url();
    expect(problems).toEqual([]);
    await context.close();

    const person = await newPage(browser);
    await person.page.goto(signInAddress);
    await person.page
      .getByRole('heading', { level: 1, name: 'Inicia sesión para continuar la compra' })
      .waitFor();
    await person.page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await person.page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await person.page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await person.page.waitForURL((url) => url.pathname === `/checkout/${app.id}`);
    await person.page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();
    expect(person.errors).toEqual([]);
    await person.context.close();
  });

  it("on a phone, the menu opens and leads on; a developer's page goes back to the store", async () => {
    const { context, page, problems } = await withoutScript({ width: 390 });
    const app = await readApp(DEMO_APP_SLUG);
    await page.goto(`/developer/${app.developerId}/apps`);
    const menu = page.getByRole('navigation', { name: text('es', 'nav.mobileLabel') });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: text('es', 'nav.openMenu') }).click();
    await menu.waitFor();
    await menu.getByRole('link', { name: text('es', 'nav.about') }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    expect(await h1(page)).toBe(text('es', 'pages:about.title'));

    await page.goto(`/developer/${app.developerId}/apps`);
    await page.getByRole('link', { name: text('es', 'catalogue:developer.back') }).click();
    await page.waitForURL((url) => url.pathname === '/store');
    expect(await h1(page)).toBe(text('es', 'catalogue:store.title'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the legal pages are there to read, in both languages', async () => {
    const { context, page, problems } = await withoutScript();
    for (const lang of ['es', 'en'] as const) {
      for (const name of ['terms', 'privacy', 'refunds'] as const) {
        const response = await page.goto(`${baseUrl()}/${name}${lang === 'en' ? '?lang=en' : ''}`);
        expect(response?.status()).toBe(200);
        expect(await h1(page)).toBe(text(lang, `legal:${name}.title`));
        expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
