import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PUBLIC_SCREENS = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/refunds',
  '/login',
  '/admin-login',
  '/register',
  '/forgot-password',
  '/reset-password#token=caducado',
  '/no-existe',
  '/user-profile',
];

describe.each(['es', 'en'] as const)(
  'accessibility in %s (axe-core: no serious or critical violation)',
  (lang) => {
    it.each(PUBLIC_SCREENS)('%s as a visitor', async (path) => {
      const { page, context } = await newPage(browser, { lang });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, `${path} (${lang})`);
      await context.close();
    });

    it('profile, guards and the registration errors, signed in', async () => {
      const { page, context } = await newPage(browser, { lang });
      await page.goto('/register');
      await page.getByRole('button', { name: lang === 'es' ? 'Crear cuenta' : 'Create account' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page, `/register with errors (${lang})`);
      await loginThroughUi(page, { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!' }, lang);
      for (const path of ['/user-profile', '/add-project', '/admin-dashboard']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectAccessible(page, `${path} signed in (${lang})`);
      }
      await context.close();
    });
  },
);
