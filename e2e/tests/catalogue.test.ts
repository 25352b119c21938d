import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { fillProjectForm, loginThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const LUCIA = { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' as const };

async function apiToken(email: string, password: string, type: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, type }),
  });
  return ((await response.json()) as { token: string }).token;
}

const cardNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();

describe('publishing', () => {
  it('a developer creates an app through the form; it reaches the store only once an admin publishes it', async () => {
    const name = `Contador de Hábitos ${Date.now().toString(36)}`;
    const { page, context } = await newPage(browser);
    await loginThroughUi(page, CARLOS);
    await page.goto('/add-project');
    await page.getByRole('heading', { name: 'Publicar nueva app' }).waitFor();

    await fillProjectForm(page, {
      name: 'ab',
      price: '3.5',
      repository: 'carlosmendoza/contador-de-habitos',
      site: 'https://habitos.example-apps.net',
    });
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('El nombre debe tener entre 3 y 100 caracteres').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-project');

    await page.getByLabel('Nombre de la app').fill(name);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.waitForURL((url) => url.pathname === '/developer-dashboard');

    // In review: the store does not show it.
    const visitor = await newPage(browser);
    await visitor.page.goto(`/store?q=${encodeURIComponent(name)}`);
    await visitor.page.getByText('Ninguna app coincide con tu búsqueda').waitFor();

    // An admin publishes it (through the API for now).
    const carlosToken = await apiToken(CARLOS.email, CARLOS.password, 'developer');
    const carlosId = (
      await (
        await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${carlosToken}` } })
      ).json()
    ).id;
    const mine = (await (
      await fetch(`${baseUrl()}/api/project/developer/${carlosId}`, {
        headers: { authorization: `Bearer ${carlosToken}` },
      })
    ).json()) as { id: string; name: string; status: string }[];
    const created = mine.find((p) => p.name === name);
    expect(created?.status).toBe('UNDER_REVIEW');
    const admin = await apiToken('admin@vitrina.app', 'Admin1234!', 'admin');
    await giveApprovedBuild({ id: created?.id ?? '' });
    const published = await fetch(`${baseUrl()}/api/project/${created?.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'PUBLISHED' }),
    });
    expect(published.status).toBe(200);

    await visitor.page.goto(`/store?q=${encodeURIComponent('contador habito')}`);
    await visitor.page.getByRole('heading', { name, level: 3 }).waitFor();
    await visitor.context.close();
    await context.close();
  });
});

describe('browsing', () => {
  it('a visitor searches, filters, loads more, opens an app and follows its developer', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/store');
    await page.getByRole('heading', { name: 'Tienda', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Cargar más' }).waitFor();
    expect((await cardNames(page)).length).toBe(12);

    await page.getByRole('link', { name: 'Cargar más' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main h3').length > 12);
    expect((await cardNames(page)).length).toBeGreaterThan(12);

    await page.getByRole('searchbox').fill('foto');
    await page.getByRole('button', { name: 'Buscar' }).click();
    // The earlier list stays on screen until the search answers: wait for the search's own status line.
    await page
      .getByRole('status')
      .filter({ hasText: /resultados? para «foto»/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Editor de Fotos Pro', level: 3 }).waitFor();
    expect(await cardNames(page)).not.toContain('Sudoku Zen');

    await page.getByRole('link', { name: /^Juegos/ }).click();
    await page.getByRole('heading', { name: 'Editor de Fotos Pro', level: 3 }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Sudoku Zen', level: 3 }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBeNull(); // changing the category clears the search
    expect(await cardNames(page)).not.toContain('Editor de Fotos Pro');

    await page.getByRole('link', { name: /^Gratuitas/ }).click();
    // Other journeys publish free apps too, newer than the demo's: the filter, whichever come first.
    await page.waitForURL((url) => url.searchParams.get('category') === 'FREE');
    // Until the free list answers, the games list is still on screen: every card must come to say 'Gratis'.
    await expect
      .poll(async () => {
        const prices = await page.getByRole('main').locator('article').allTextContents();
        return prices.length > 0 && prices.every((text) => text.includes('Gratis'));
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Todas', exact: true }).click();
    // The search keeps the category shown: search once the whole store is (not the free apps).
    await page.waitForURL((url) => url.pathname === '/store' && url.search === '');
    await page.getByRole('searchbox').fill('facturas');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /resultados? para «facturas»/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Facturas Express', level: 3 }).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Ver Detalles/ })
      .first()
      .click();
    await page.waitForURL(/\/app\//);
    await page.getByRole('heading', { name: 'Facturas Express', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /Valentina Ríos|Ver todas sus apps/ })
      .first()
      .click();
    await page.waitForURL(/\/developer\/.+\/apps$/);
    await page.getByRole('heading', { name: /Valentina Ríos/, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Facturas Express', level: 3 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a first visit finds its opening answers in the page, asks only for what is personal, and counts one view', async () => {
    const slug = 'tablero-kanban';
    const carlos = await apiToken(CARLOS.email, CARLOS.password, 'developer');
    // Read with a token and as a preload: neither kept in a shared cache nor counted as a visit.
    const views = async () =>
      (
        (await (
          await fetch(`${baseUrl()}/api/project/${slug}`, {
            headers: { authorization: `Bearer ${carlos}`, purpose: 'prefetch' },
          })
        ).json()) as { views: number }
      ).views;
    const apiCalls = (page: Page) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
      });
      return calls;
    };

    const store = await newPage(browser);
    const storeCalls = apiCalls(store.page);
    await store.page.goto('/store');
    // The newest apps first: the demo's, or those other journeys published since.
    await store.page.getByRole('main').locator('article h3').first().waitFor();
    // The server rendered the store with its first page and the categories: nothing is asked again.
    await store.page.waitForLoadState('networkidle');
    expect(storeCalls.filter((call) => call.startsWith('GET /api/project/simplified'))).toEqual([]);
    expect(storeCalls.filter((call) => call === 'GET /api/project/categories')).toEqual([]);
    expect(store.errors).toEqual([]);
    await store.context.close();

    const before = await views();
    const visit = await newPage(browser);
    const visitCalls = apiCalls(visit.page);
    // The visit is counted once the page is live, which on a busy machine can come after the
    // network first fell quiet (the bundle runs for a while with nothing to fetch): wait for it.
    const counted = visit.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/project/${slug}/view`,
    );
    await visit.page.goto(`/app/${slug}`);
    await visit.page.getByRole('heading', { name: 'Tablero Kanban', level: 1 }).waitFor();
    await counted;
    await visit.page.waitForLoadState('networkidle');
    // The details came with the page (the server asked as a preload, which counts nothing); the
    // browser that showed them counts the visit.
    expect(visitCalls.filter((call) => call === `GET /api/project/${slug}`)).toEqual([]);
    expect(visitCalls.filter((call) => call.endsWith('/view'))).toEqual([`POST /api/project/${slug}/view`]);
    expect(await views()).toBe(before + 1);
    expect(visit.errors).toEqual([]);
    await visit.context.close();

    // A signed-in person opening the page afresh (a reload with the session stored) asks once for
    // their own copy (whether they may open the app), and that call counts the one view.
    const member = await newPage(browser);
    await loginThroughUi(member.page, LUCIA);
    const memberCalls = apiCalls(member.page);
    const beforeMember = await views();
    const ownCopy = member.page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/project/${slug}`,
    );
    await member.page.goto(`/app/${slug}`);
    await member.page.getByRole('heading', { name: 'Tablero Kanban', level: 1 }).waitFor();
    await ownCopy;
    await member.page.waitForLoadState('networkidle');
    expect(memberCalls.filter((call) => call === `GET /api/project/${slug}`)).toHaveLength(1);
    expect(memberCalls.filter((call) => call.endsWith('/view'))).toEqual([]);
    expect(await views()).toBe(beforeMember + 1);
    expect(member.errors).toEqual([]);
    await member.context.close();
  });

  it('orders the store by price and by rating, keeps the order in the address, and rates every card', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/store');
    // The order looks like a select: the order in use, and under it a link for each order.
    const order = page.getByRole('main').locator('summary');
    expect(await order.innerText()).toBe('Más recientes');
    await order.click();
    await page.getByRole('link', { name: 'Precio: de menor a mayor' }).click();
    await page.waitForURL(/sort=price_asc/);
    const namesByPrice = async () => {
      await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
      const api = await (await page.request.get('/api/project/simplified?sort=price_asc&size=12')).json();
      return (api.projects as { name: string; price: number }[]).map((p) => p.name);
    };
    const expected = await namesByPrice();
    await page.waitForFunction(
      (first) => document.querySelector('main h3')?.textContent?.trim() === first,
      expected[0],
    );
    expect((await cardNames(page)).slice(0, expected.length)).toEqual(expected);
    // The order survives a reload, and each card says how it was rated (or that nobody has yet).
    await page.reload();
    expect(await order.innerText()).toBe('Precio: de menor a mayor');
    expect(
      await page
        .getByRole('link', { name: 'Precio: de menor a mayor', includeHidden: true })
        .getAttribute('aria-current'),
    ).toBe('true');
    const cards = page.getByRole('main').getByRole('article');
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      await expect(
        cards
          .nth(i)
          .getByText(/reseña|Sin reseñas todavía/)
          .count(),
      ).resolves.toBeGreaterThan(0);
    }
    await order.click();
    await page.getByRole('link', { name: 'Mejor valoradas' }).click();
    await page.waitForURL(/sort=rating/);
    // Chosen, the list of orders closes.
    expect(
      await page
        .getByRole('main')
        .locator('details')
        .evaluate((menu) => (menu as HTMLDetailsElement).open),
    ).toBe(false);
    await context.close();
  });

  it("shows 'Proyecto no encontrado' for an unknown app", async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/app/esta-app-no-existe');
    await page.getByText('Proyecto no encontrado').first().waitFor();
    await page.getByRole('link', { name: 'Volver a la tienda' }).waitFor();
    await context.close();
  });
});
