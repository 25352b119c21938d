import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { registerUserThroughUi, userMenuButton } from '../support/flows';

/**
 * A user who wants to sell: the developer-only screens offer the way in instead of a closed door,
 * and the account becomes a developer's with the developer fields of registration.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A merchant id no other account holds: 13 characters, A-Z and 0-9. */
function freshMerchantId(): string {
  const tail = Date.now().toString(36).toUpperCase().padStart(10, '0').slice(-10);
  return `QDV${tail}`;
}

describe('becoming a developer', () => {
  it('the project form and the developer dashboard offer a user the way to become a developer', async () => {
    const { page, context, errors } = await newPage(browser);
    await registerUserThroughUi(page, {
      name: 'Marta Quintero',
      email: uniqueEmail('vendedora'),
      password: 'clave-segura-1',
    });
    for (const path of ['/add-project', '/developer-dashboard']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Solo para Desarrolladores' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Conviértete en desarrollador' }).waitFor();
    }
    await page.getByRole('main').getByRole('link', { name: 'Conviértete en desarrollador' }).click();
    await page.waitForURL((url) => url.pathname === '/become-developer');
    await page.getByRole('heading', { name: 'Conviértete en desarrollador', level: 1 }).waitFor();

    // The same checks as developer registration, before anything is sent.
    await page.getByRole('button', { name: 'Convertir mi cuenta' }).click();
    await page.getByText('PayPal Merchant ID es requerido').waitFor();
    await page.getByText('El perfil de GitHub es requerido para desarrolladores').waitFor();
    await page.getByLabel('PayPal Merchant ID').fill('abc');
    await page.getByLabel('Perfil de GitHub').fill('no es un perfil');
    await page.getByRole('button', { name: 'Convertir mi cuenta' }).click();
    await page
      .getByText('PayPal Merchant ID debe tener exactamente 13 caracteres alfanuméricos (A-Z, 0-9)')
      .waitFor();
    await expectAccessible(page, '/become-developer');

    // The profile screen offers it too.
    await page.goto('/user-profile');
    await page.getByRole('link', { name: 'Conviértete en desarrollador' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the account becomes a developer’s and the developer dashboard opens', async () => {
    const { page, context, errors } = await newPage(browser);
    await registerUserThroughUi(page, {
      name: 'Nora Quiroga',
      email: uniqueEmail('vendedora'),
      password: 'clave-segura-1',
    });
    await page.goto('/become-developer');
    await page.getByLabel('PayPal Merchant ID').fill(freshMerchantId().toLowerCase());
    await page.getByLabel('Perfil de GitHub').fill('github.com/quinta-dev');
    await page.getByRole('button', { name: 'Convertir mi cuenta' }).click();
    await page.waitForURL((url) => url.pathname === '/developer-dashboard');
    await page.getByRole('heading', { name: 'Panel de desarrollador', level: 1 }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vitrina_user') ?? '{}'));
    expect(String(stored.type).toLowerCase()).toBe('developer');

    // The server agrees after a reload, and the developer's links are there.
    await page.reload();
    await page.getByRole('heading', { name: 'Panel de desarrollador', level: 1 }).waitFor();
    await userMenuButton(page, 'Nora Quiroga').click();
    await page.getByRole('banner').getByText('Desarrollador', { exact: true }).first().waitFor();
    await page.goto('/add-project');
    await page.getByRole('heading', { name: 'Publicar nueva app' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
