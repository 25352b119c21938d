import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSecrets } from '../../apps/server/test/log-audit';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi, logoutThroughUi, userMenuButton } from '../support/flows';
import { mailsTo, waitForMail } from '../support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const OLD_PASSWORD = 'clave-segura-1';
const NEW_PASSWORD = 'Nueva-clave-2024';
recordSecrets([NEW_PASSWORD]);

/** An account made through the API, with a second session open elsewhere (another device). */
async function accountWithAnotherSession(name: string) {
  const email = uniqueEmail('olvido');
  const registered = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: OLD_PASSWORD, name }),
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  return { email, name, otherSession: token };
}

const meWith = async (token: string) =>
  (await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

/** The link of a reset mail, with the token it carries (noted for the log audit). */
function linkOf(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in: ${text}`);
  recordSecrets([link.split('#token=')[1]]);
  return link;
}

describe('a forgotten password', () => {
  it('asks for a link from the login screen, follows the mail, sets a new password and is signed in', async () => {
    const account = await accountWithAnotherSession('Inés Robles');
    const { page, context, errors } = await newPage(browser);

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }).waitFor();
    // The address typed on the login screen came along.
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Revisa tu correo').waitFor();
    await page.getByText(`Si hay una cuenta con ${account.email}`).waitFor();

    const mail = await waitForMail(account.email, (m) => m.subject.includes('elige una contraseña nueva'));
    const link = linkOf(mail.textContent);
    expect(link.startsWith(`${baseUrl()}/reset-password#token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' }).waitFor();
    await page.getByText(`Para la cuenta ${account.email}`).waitFor();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByText('Seguridad: Excelente').waitFor();
    await page.getByLabel('Confirmar nueva contraseña').fill('otra-cosa-1');
    await page.getByRole('button', { name: 'Guardar y entrar' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar y entrar' }).click();

    // Signed in, on the home page; the other device's session has ended.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Contraseña cambiada. Ya has iniciado sesión.').waitFor();
    await userMenuButton(page, account.name).waitFor();
    expect(await meWith(account.otherSession)).toBe(401);

    const notice = await waitForMail(account.email, (m) => m.subject.includes('tu contraseña ha cambiado'));
    expect(notice.textContent).toContain(`${baseUrl()}/forgot-password`);

    // The new password is the one that works now.
    await logoutThroughUi(page, account.name);
    await loginThroughUi(page, { email: account.email, password: NEW_PASSWORD });
    await userMenuButton(page, account.name).waitFor();

    // The link worked once: opened again, it says so and leads to a new one.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' }).waitFor();
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an altered link gets the clear page, in English too, and an unknown address the same answer', async () => {
    const account = await accountWithAnotherSession('Rafael Ortega');
    const asked = await fetch(`${baseUrl()}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(asked.status).toBe(202);
    const link = linkOf((await waitForMail(account.email)).textContent);

    const { page, context, errors } = await newPage(browser, { lang: 'en' });
    await page.goto(`${link.slice(0, -2)}xy`);
    await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
    await page.getByText('Password reset links last 30 minutes and work once').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();

    // Nobody learns whether an address has an account: the screen reads the same, and no mail leaves.
    const nobody = uniqueEmail('nadie');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(`If there is an account with ${nobody}`).waitFor();
    expect(await mailsTo(nobody)).toEqual([]);

    // The untouched link still works, and the account keeps its password until it is used.
    expect(await meWith(account.otherSession)).toBe(200);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
