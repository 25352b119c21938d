import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';

/**
 * Changes to a published app wait for review while the published version stays in the store: the
 * developer renames the app, the store keeps the old name, the admin reads the change and approves
 * it, and the store shows the new name; then a second change is refused and the developer reads why.
 */
let browser: Browser;
let developer: { page: Page; context: BrowserContext; errors: string[] };
let admin: { page: Page; context: BrowserContext; errors: string[] };

const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const suffix = Date.now().toString(36);
const name = `Diario de Lectura ${suffix}`;
const renamed = `Diario de Lectura Nocturna ${suffix}`;
const firstSummary = 'Anota lo que lees cada día y mira tu racha.';
const refusedSummary = 'La mejor app de lectura del mundo, gratis para siempre.';
const refusal = 'La descripción corta promete algo que la app no cumple: es de pago.';

async function api<T>(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function apiToken(email: string, password: string, type: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, type }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** What a visitor's store shows for a search: the names of the apps found. */
async function storeNames(query: string): Promise<string[]> {
  const visitor = await newPage(browser);
  await visitor.page.goto(`/store?q=${encodeURIComponent(query)}`);
  const main = visitor.page.getByRole('main');
  const cards = main.getByRole('heading', { level: 3 });
  const nothing = main.getByText('Ninguna app coincide con tu búsqueda');
  await cards.or(nothing).first().waitFor();
  const names = (await nothing.count()) > 0 ? [] : await cards.allTextContents();
  await visitor.context.close();
  return names;
}

/** The developer's card of the app in "Mis apps". */
const appCard = (page: Page, appName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: appName, level: 3 }) });

beforeAll(async () => {
  browser = await launchBrowser();
  // The app is published before the story starts (its first review is another journey's).
  const carlos = await apiToken(CARLOS.email, CARLOS.password, CARLOS.type);
  const created = await api<{ id: string }>('/api/project/create', carlos, {
    method: 'POST',
    json: {
      name,
      shortDescription: firstSummary,
      description:
        'Un diario de lectura sencillo: apunta las páginas de cada día, guarda tus citas favoritas y mira tu racha.',
      price: 2.5,
      category: 'PRODUCTIVITY_TOOLS',
      tags: ['lectura', 'libros'],
      keywords: ['lectura', 'diario', 'libros'],
      targetAudience: 'Personas que quieren leer todos los días',
      sourceCodeUrl: 'https://github.com/carlosmendoza/contador-de-habitos',
      supportEmail: 'ayuda@lectura-app.net',
      mainImage: 'https://lectura.example-apps.net/portada.png',
      demoUrl: 'https://lectura.example-apps.net/app',
    },
  });
  const adminToken = await apiToken('admin@vitrina.app', 'Admin1234!', 'admin');
  await giveApprovedBuild({ id: created.id });
  await api(`/api/project/${created.id}`, adminToken, { method: 'PUT', json: { status: 'PUBLISHED' } });

  developer = await newPage(browser);
  await loginThroughUi(developer.page, CARLOS);
  admin = await newPage(browser);
  await admin.page.goto('/admin-login');
  await admin.page.getByLabel('Email').fill('admin@vitrina.app');
  await admin.page.getByLabel('Contraseña', { exact: true }).fill('Admin1234!');
  await admin.page.getByRole('button', { name: 'Entrar como administrador' }).click();
  await admin.page.waitForURL('**/admin-dashboard');
});
afterAll(async () => {
  await browser.close();
});

describe('changes to a published app', () => {
  it('wait for review while the store keeps the old name; once the admin approves them, the store shows the new one', async () => {
    const { page } = developer;
    await page.goto('/developer-dashboard?tab=apps');
    await appCard(page, name)
      .getByRole('link', { name: `Editar ${name}` })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/edit-project/'));
    await page.getByRole('heading', { name: 'Esta app está publicada' }).waitFor();
    await page.getByText('la versión publicada sigue en la tienda tal como está').waitFor();
    await page.getByLabel('Nombre de la app').fill(renamed);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/developer-dashboard');
    await page.getByText(`Cambios enviados a revisión. «${name}» sigue en la tienda`).first().waitFor();
    await page.goto('/developer-dashboard?tab=apps');
    const card = appCard(page, name);
    await card.getByText('Cambios en revisión').waitFor();
    await card.getByText('Publicado', { exact: true }).first().waitFor();

    // The store still shows the published version.
    expect(await storeNames(name)).toEqual([name]);
    expect(await storeNames(renamed)).toEqual([]);

    await admin.page.goto('/admin-dashboard');
    const changes = admin.page.getByRole('region', { name: 'Cambios por revisar' });
    const review = changes.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name }) });
    await review.waitFor();
    // Only the name changed: one row, the store's value and the proposed one.
    await review.getByText('1 cambio', { exact: true }).waitFor();
    const field = review.getByRole('term');
    expect(await field.allTextContents()).toEqual(['Nombre']);
    const values = await review.getByRole('definition').textContent();
    expect(values).toContain(`En la tienda${name}`);
    expect(values).toContain(`Propuesto${renamed}`);
    await expectAccessible(admin.page, '/admin-dashboard changes to review');

    await review.getByRole('button', { name: `Aprobar los cambios de ${name}` }).click();
    await admin.page.getByText(`Cambios aprobados: la tienda ya muestra «${renamed}»`).waitFor();
    // Its card leaves the list (other journeys may leave changes of their own apps waiting there).
    await review.waitFor({ state: 'detached' });

    expect(await storeNames(renamed)).toEqual([renamed]);
    await page.goto('/developer-dashboard?tab=apps');
    await appCard(page, renamed).waitFor();
    expect(await appCard(page, renamed).getByText('Cambios en revisión').count()).toBe(0);
    expect(developer.errors).toEqual([]);
  });

  it('refused, they leave the published version as it was, and the developer reads the reason', async () => {
    const { page } = developer;
    await page.goto('/developer-dashboard?tab=apps');
    await appCard(page, renamed)
      .getByRole('link', { name: `Editar ${renamed}` })
      .click();
    await page.getByLabel('Descripción corta').fill(refusedSummary);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/developer-dashboard');

    await admin.page.goto('/admin-dashboard');
    const review = admin.page
      .getByRole('region', { name: 'Cambios por revisar' })
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('heading', { name: renamed }) });
    await review.getByText(refusedSummary).waitFor();
    await review.getByRole('button', { name: `Rechazar los cambios de ${renamed}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Rechazar cambios' });
    await dialog.getByRole('button', { name: 'Rechazar cambios' }).click();
    await dialog.getByText('Explica al desarrollador por qué se rechazan los cambios.').waitFor();
    await dialog.getByLabel('Motivo del rechazo').fill('Muy corto');
    await dialog.getByRole('button', { name: 'Rechazar cambios' }).click();
    await dialog.getByText('El motivo debe tener entre 10 y 1000 caracteres.').waitFor();
    await dialog.getByLabel('Motivo del rechazo').fill(refusal);
    await dialog.getByRole('button', { name: 'Rechazar cambios' }).click();
    await admin.page.getByText(`Cambios de «${renamed}» rechazados.`).waitFor();

    // The store keeps the published summary.
    const visitor = await newPage(browser);
    await visitor.page.goto(`/store?q=${encodeURIComponent(renamed)}`);
    await visitor.page.getByRole('main').getByText(firstSummary).waitFor();
    expect(await visitor.page.getByText(refusedSummary).count()).toBe(0);
    await visitor.context.close();

    await page.goto('/developer-dashboard?tab=apps');
    const card = appCard(page, renamed);
    await card.getByRole('heading', { name: 'Cambios rechazados' }).waitFor();
    await card.getByText(refusal).waitFor();
    await card.getByRole('link', { name: `Editar y reenviar ${renamed}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/edit-project/'));
    await page.getByRole('heading', { name: 'Tus cambios fueron rechazados' }).waitFor();
    await page.getByText(refusal).waitFor();
    // The form holds the refused changes, ready to be fixed and sent again.
    expect(await page.getByLabel('Descripción corta').inputValue()).toBe(refusedSummary);
    await expectAccessible(page, '/edit-project with refused changes');
    expect(developer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
