import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { buyInTestMode, registerUserThroughUi } from '../support/flows';

/**
 * Hosted apps: Vitrina serves a bought app from an origin of its own. The demo app "Editor de Fotos
 * Pro" (paid) has a small build whose script keeps notes and a count of visits in its origin's
 * localStorage.
 */
const SLUG = 'editor-de-fotos-pro';
const NAME = 'Editor de Fotos Pro';
const appOrigin = () => `http://${SLUG}.apps.localhost:${new URL(baseUrl()).port}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('hosted apps', () => {
  it('a buyer opens the app on its own origin, where its storage is its own; nobody else gets in', async () => {
    const buyer = await newPage(browser);
    await registerUserThroughUi(buyer.page, {
      name: 'Irene Salas',
      email: uniqueEmail('compradora'),
      password: 'clave-segura-1',
    });
    await buyInTestMode(buyer.page, SLUG, NAME);

    await buyer.page.goto(`/app/${SLUG}`);
    const launch = buyer.page.getByRole('button', { name: 'Abrir app' });
    await launch.waitFor();
    // Where the build came from: its version and commit.
    await buyer.page
      .getByText(/Construida desde github\.com\/vitrina-demo\/editor-de-fotos-pro @ [0-9a-f]{7}/)
      .waitFor();
    await expectAccessible(buyer.page, '/app page with a hosted build');
    const [app] = await Promise.all([buyer.context.waitForEvent('page'), launch.click()]);
    await app.waitForURL((url) => url.origin === appOrigin() && url.pathname === '/');
    await app.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    // Its script wrote to its storage and read it back.
    await app.getByText('Abierta 1 vez en este navegador.').waitFor();
    await app.getByLabel('Nueva nota').fill('Revelar las fotos del viaje');
    await app.getByRole('button', { name: 'Añadir' }).click();
    await app.getByRole('listitem').filter({ hasText: 'Revelar las fotos del viaje' }).waitFor();
    await app.reload();
    await app.getByText('Abierta 2 veces en este navegador.').waitFor();
    await app.getByRole('listitem').filter({ hasText: 'Revelar las fotos del viaje' }).waitFor();
    // The app was opened without a handle on the store's window.
    expect(await app.evaluate(() => window.opener === null)).toBe(true);

    // The store's session is not reachable from the app's origin: not in its storage, and its
    // own cookie is HttpOnly.
    const storeToken = await buyer.page.evaluate(() => localStorage.getItem('vitrina_auth_token'));
    expect(storeToken).toBeTruthy();
    const seen = await app.evaluate(() => ({
      storage: JSON.stringify({ ...localStorage }),
      keys: Object.keys(localStorage),
      cookie: document.cookie,
    }));
    expect(seen.keys).toEqual([`vitrina-demo:${SLUG}`]);
    expect(seen.storage).not.toContain(storeToken);
    expect(seen.cookie).toBe('');
    expect(buyer.errors).toEqual([]);

    // Someone who did not buy it: the app's page offers the purchase, its origin the paid page.
    const other = await newPage(browser);
    await registerUserThroughUi(other.page, {
      name: 'Bruno Vega',
      email: uniqueEmail('otro'),
      password: 'clave-segura-1',
    });
    await other.page.goto(`/app/${SLUG}`);
    await other.page.getByRole('link', { name: 'Comprar Ahora' }).waitFor();
    expect(await other.page.getByRole('button', { name: 'Abrir app' }).count()).toBe(0);
    const refused = await other.page.goto(`${appOrigin()}/`);
    expect(refused?.status()).toBe(403);
    await other.page.getByRole('heading', { name: 'Esta app es de pago' }).waitFor();
    await other.page.getByRole('link', { name: 'Ver la app en Vitrina' }).click();
    await other.page.waitForURL((url) => url.pathname === `/app/${SLUG}`);
    // A visitor reading English gets the page in English.
    const visitor = await newPage(browser, { lang: 'en' });
    expect((await visitor.page.goto(`${appOrigin()}/assets/app.js`))?.status()).toBe(403);
    await visitor.page.getByRole('heading', { name: 'This app is paid' }).waitFor();

    await buyer.context.close();
    await other.context.close();
    await visitor.context.close();
  });
});
