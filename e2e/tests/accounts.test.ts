import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi, logoutThroughUi, registerUserThroughUi, userMenuButton } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('accounts', () => {
  it('registers a user, logs out and logs back in', async () => {
    const { page, context, errors } = await newPage(browser);
    const account = { name: 'Marina Salas', email: uniqueEmail('marina'), password: 'clave-segura-1' };
    await registerUserThroughUi(page, account);
    await userMenuButton(page, 'Marina Salas').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vitrina_auth_token'))).toBeTruthy();

    await logoutThroughUi(page, 'Marina Salas');
    expect(await page.evaluate(() => localStorage.getItem('vitrina_auth_token'))).toBeNull();

    await loginThroughUi(page, account);
    expect(new URL(page.url()).pathname).toBe('/');
    await userMenuButton(page, 'Marina Salas').click();
    const menu = page.getByRole('banner');
    await menu.getByText(account.email).waitFor();
    await menu.getByText('Usuario', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the field messages and the server message when registration is refused', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Pablo');
    await page.getByLabel('Email').fill('pablo@correo.es');
    await page.getByLabel('Contraseña', { exact: true }).fill('123');
    await page.getByLabel('Confirmar contraseña').fill('456');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await page.getByText('Las contraseñas no coinciden').waitFor();

    const taken = uniqueEmail('repetida');
    await page.request.post('/api/auth/register', {
      data: { email: taken, password: 'secreto1', name: 'Ya Existe' },
    });
    await page.getByLabel('Email').fill(taken);
    await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await page.getByLabel('Confirmar contraseña').fill('secreto1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page
      .getByRole('alert')
      .getByText('Este email ya está registrado. Por favor usa otro email o inicia sesión.')
      .waitFor();
    await context.close();
  });

  it('registers a developer, whose profile the server checks, and shows the developer links', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/register');
    await page.locator('label', { hasText: 'Desarrollador' }).click();
    await page.getByLabel('Nombre completo').fill('Diego Torres');
    await page.getByLabel('Email').fill(uniqueEmail('diego'));
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
    await page.getByLabel('Confirmar contraseña').fill('clave-segura-1');
    await page
      .getByLabel('PayPal Merchant ID')
      .fill(`dt${Date.now().toString(36)}`.padEnd(13, '0').slice(0, 13));
    await page.getByLabel('Perfil de GitHub').fill('github.com/no-existe-en-github');
    await page.getByRole('button', { name: 'Crear cuenta de desarrollador' }).click();
    await page.getByText('La cuenta de GitHub no existe').first().waitFor();

    await page.getByLabel('Perfil de GitHub').fill('github.com/e2e-developer');
    await page.getByRole('button', { name: 'Crear cuenta de desarrollador' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Panel de desarrollador' }).waitFor();
    await nav.getByRole('link', { name: 'Publicar app' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Panel de administración' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Acerca de' }).count()).toBe(0);
    await context.close();
  });

  it('logs the admin in through the admin login, and refuses a non-admin there', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Entrar como administrador' }).click();
    await page
      .getByRole('alert')
      .getByText('Credenciales incorrectas o no tienes permisos de administrador')
      .waitFor();

    await page.getByLabel('Email').fill('admin@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin1234!');
    await page.getByRole('button', { name: 'Entrar como administrador' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-dashboard');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Panel de administración' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Panel de desarrollador' }).count()).toBe(0);
    await context.close();
  });

  it('refuses a user logging in as a developer with the spec message', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.locator('label', { hasText: 'Desarrollador' }).click();
    await page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').getByText('Credenciales incorrectas o tipo de usuario no válido').waitFor();
    await context.close();
  });

  it('shows each role its own links', async () => {
    const { page, context } = await newPage(browser);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await page.goto('/');
    await nav.getByRole('link', { name: 'Acerca de' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Panel de desarrollador' }).count()).toBe(0);

    await loginThroughUi(page, { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!' });
    await userMenuButton(page, 'Lucía Moreno').click();
    await page.getByRole('banner').getByRole('link', { name: 'Mi panel' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Mi perfil' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Acerca de' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Publicar app' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Panel de administración' }).count()).toBe(0);
    await context.close();
  });

  it('changes the top bar style after 10 px of scroll', async () => {
    const { page, context } = await newPage(browser, { width: 390 });
    await page.goto('/');
    const header = page.locator('header[data-scrolled]');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
    );
    await context.close();
  });
});
