import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('language', () => {
  it('defaults to Spanish, switches to English, and the choice survives a reload', async () => {
    const { page, context } = await newPage(browser, { lang: 'es' });
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'EN' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('follows the browser language when nothing is stored, falling back to Spanish', async () => {
    for (const [locale, storeLink, navName] of [
      ['en-GB', 'Store', 'Main'],
      ['de-DE', 'Tienda', 'Principal'],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), locale });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('navigation', { name: navName }).getByRole('link', { name: storeLink }).waitFor();
      await context.close();
    }
  });
});

describe('guards', () => {
  it('asks a visitor to log in and brings them back afterwards', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/user-profile');
    await page.getByRole('heading', { name: 'Acceso Requerido' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/user-profile');
    await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor();
    await context.close();
  });

  it('keeps non-developers out of the project form and non-admins out of the admin dashboard', async () => {
    const { page, context } = await newPage(browser);
    await loginThroughUi(page, { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!' });
    await page.goto('/add-project');
    await page.getByRole('heading', { name: 'Solo para Desarrolladores' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Conviértete en desarrollador' }).waitFor();
    await page.goto('/admin-dashboard');
    await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).waitFor();
    await context.close();
  });
});
