import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { loginThroughUi, userMenuButton } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const MINUTE = 60_000;

describe('session inactivity (browser clock)', () => {
  it('warns under 2 minutes left, keeps the session when asked, and logs out after 30 idle minutes', async () => {
    const { page, context } = await newPage(browser);
    await page.clock.install();
    await loginThroughUi(page, { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!' });
    await userMenuButton(page, 'Lucía Moreno').waitFor();
    const banner = page.getByTestId('session-banner');

    await page.clock.fastForward(27 * MINUTE);
    expect(await banner.count()).toBe(0);
    await page.clock.fastForward(1.5 * MINUTE); // 28:30 idle: 1:30 left
    await banner.waitFor();
    expect(await page.getByTestId('session-countdown').textContent()).toMatch(/^1:[23]\d$/);

    await page.getByRole('button', { name: 'Seguir conectado' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.clock.fastForward(31 * MINUTE);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await page.getByText('Tu sesión expiró por inactividad. Inicia sesión nuevamente.').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vitrina_auth_token'))).toBeNull();
    await context.close();
  });

  it('clears a stored session that holds placeholder data, before asking the server', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('vitrina_auth_token', 'token-de-prueba');
      localStorage.setItem(
        'vitrina_user',
        JSON.stringify({ id: '1', email: 'alguien@ejemplo.com', name: 'Alguien', type: 'user' }),
      );
      localStorage.setItem('vitrina_last_activity', String(Date.now()));
    });
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('vitrina_auth_token'))).toBeNull();
    await context.close();
  });
});
