import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A new account, then as many wrong passwords from this machine as the server lets through free (5). */
async function accountAfterFailedSignIns(name: string) {
  const email = uniqueEmail('limite');
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/auth/register', { email, password: 'clave-segura-1', name })).status).toBe(201);
  for (let i = 0; i < 5; i++)
    expect((await post('/api/auth/login', { email, password: `mala-${i}`, type: 'user' })).status).toBe(401);
  return email;
}

describe('too many failed sign-ins', () => {
  it.each([
    {
      lang: 'es' as const,
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      title: 'Espera antes de volver a intentarlo',
      wait: /^Demasiados intentos\. Vuelve a intentarlo en \d+ segundos\.$/,
      reset: 'restablécela ahora',
    },
    {
      lang: 'en' as const,
      password: 'Password',
      submit: 'Log in',
      title: 'Wait before trying again',
      wait: /^Too many attempts\. Try again in \d+ seconds\.$/,
      reset: 'reset it now',
    },
  ])('the login screen says how long to wait, in $lang, and offers a reset instead', async (text) => {
    const email = await accountAfterFailedSignIns('Noelia Prieto');
    const { page, context, errors } = await newPage(browser, { lang: text.lang });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('clave-segura-1');
    await page.getByRole('main').getByRole('button', { name: text.submit }).click();

    const alert = page.getByRole('alert');
    await alert.getByText(text.title).waitFor();
    expect(await alert.getByText(text.wait).count()).toBe(1);
    await alert.getByRole('link', { name: text.reset }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(errors).toEqual([]);
    await context.close();
  });
});
