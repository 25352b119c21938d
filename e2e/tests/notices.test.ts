import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import { JOURNEY_APP_FILES } from '../support/hosted-builds';
import { waitForMail } from '../support/mailbox';

/**
 * Notices and e-mail: an owner whose app gets a new version sees the bell's count (never in the
 * server's HTML), reads the notice and follows its link; the update mail carries a one-click
 * unsubscribe (RFC 8058), and its link's page, opened without signing in, turns those mails off.
 */
const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const suffix = Date.now().toString(36);
const name = `Notas Rápidas ${suffix}`;
const owner = { email: uniqueEmail('duena'), password: 'secreto1', name: 'Julia Campos' };
const [repoOwner, repoName] = ['carlosmendoza', `notas-rapidas-${suffix}`];

let browser: Browser;
let projectId: string;
let slug: string;
let ownerToken: string;

type TCall = { method?: string; json?: unknown; token?: string };
async function call<T>(path: string, init: TCall = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const login = async (body: object) =>
  (await call<{ token: string }>('/api/auth/login', { method: 'POST', json: body })).token;

/** The repository's `main` gets the journey app, its script marked with `label`. */
async function pushApp(label: string) {
  const files = { ...JOURNEY_APP_FILES, 'dist/app.js': `${JOURNEY_APP_FILES['dist/app.js']}/* ${label} */` };
  const response = await fetch(`${inject('githubUrl')}/__fake/repo-files`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: repoOwner, repo: repoName, ref: 'main', files }),
  });
  expect(response.status).toBe(200);
}

/** A build of `main` added by an admin, imported by the server's worker, and approved. */
async function approvedBuild(admin: string, version: string) {
  const build = await call<{ id: string }>(`/api/project/${projectId}/builds`, {
    method: 'POST',
    token: admin,
    json: { version, source: { kind: 'ref', ref: 'main', folder: 'dist' } },
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status } = await call<{ status: string }>(`/api/builds/${build.id}`, { token: admin });
    if (status === 'READY') break;
    if (status === 'FAILED' || Date.now() > deadline) throw new Error(`build ${version} is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await call(`/api/admin/builds/${build.id}/approve`, { method: 'POST', token: admin });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await login({ email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' });
  const carlos = await login(CARLOS);
  // Carlos's app, published with its first version; the owner buys it (sandbox) before version 2.
  await pushApp('1.0.0');
  projectId = (
    await call<{ id: string }>('/api/project/create', {
      method: 'POST',
      token: carlos,
      json: {
        name,
        shortDescription: 'Notas al vuelo, ordenadas por etiquetas y siempre contigo.',
        description: 'Apunta ideas al vuelo, ordénalas con etiquetas y encuéntralas con la búsqueda.',
        price: 2.5,
        category: 'PRODUCTIVITY_TOOLS',
        tags: ['notas', 'ideas'],
        keywords: ['notas', 'etiquetas', 'apuntes'],
        targetAudience: 'Quien apunta ideas a todas horas',
        sourceCodeUrl: `https://github.com/${repoOwner}/${repoName}`,
        supportEmail: 'ayuda@notas-rapidas.net',
        mainImage: 'https://notas.example-apps.net/portada.png',
        demoUrl: 'https://notas.example-apps.net/app',
      },
    })
  ).id;
  await approvedBuild(admin, '1.0.0');
  await call(`/api/project/${projectId}`, { method: 'PUT', token: admin, json: { status: 'PUBLISHED' } });
  slug = (await call<{ slug: string }>(`/api/project/${projectId}`)).slug;

  ownerToken = (
    await call<{ token: string }>('/api/auth/register', {
      method: 'POST',
      json: { ...owner, type: 'user' },
    })
  ).token;
  const order = await call<{ orderId: string }>('/api/payments/orders', {
    method: 'POST',
    token: ownerToken,
    json: { projectId },
  });
  await call(`/api/payments/orders/${order.orderId}/capture`, {
    method: 'POST',
    token: ownerToken,
    json: {},
  });

  await pushApp('2.0.0');
  await approvedBuild(admin, '2.0.0');
}, 90_000);
afterAll(async () => {
  await browser.close();
});

describe('an owner hears of a new version', () => {
  it('sees the bell’s count after signing in (never in the server’s HTML), reads the notice and follows its link', async () => {
    // The server renders the same page for everyone: no bell, no count.
    const html = await (await fetch(`${baseUrl()}/store`)).text();
    expect(html).not.toContain('href="/notices"');

    const { page, context, errors } = await newPage(browser);
    await loginThroughUi(page, owner);
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notificaciones: \d+ sin leer$/ });
    await bell.waitFor({ timeout: 20_000 });
    await bell.click();
    await page.waitForURL((url) => url.pathname === '/notices');
    const notice = page.getByRole('listitem').filter({ hasText: `Nueva versión de «${name}»` });
    await notice.getByText('Sin leer').waitFor();
    await notice.getByText(`Ya está disponible la versión 2.0.0 de «${name}», una app que tienes.`).waitFor();
    await expectAccessible(page, '/notices');

    await notice.getByRole('link', { name: `Ver: Nueva versión de «${name}»` }).click();
    await page.waitForURL((url) => url.pathname === `/app/${slug}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // Read: the bell has nothing to count any more, and the notice says so.
    await page.getByRole('banner').getByRole('link', { name: 'Notificaciones', exact: true }).waitFor();
    await page.goto('/notices');
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: `Nueva versión de «${name}»` })
          .getAttribute('data-read'),
      )
      .toBe('true');
    expect(await page.getByRole('button', { name: 'Marcar todas como leídas' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the same notice in English on a phone', async () => {
    const { page, context, errors } = await newPage(browser, { lang: 'en', width: 390, height: 844 });
    await loginThroughUi(page, owner, 'en');
    await page.goto('/notices');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText(`Version 2.0.0 of “${name}”, an app you own, is out.`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('unsubscribing from the mail', () => {
  it('the update mail carries a one-click unsubscribe; its page, without signing in, turns those mails off', async () => {
    const mail = await waitForMail(
      owner.email,
      (m) => m.subject.includes(`nueva versión de «${name}»`),
      20_000,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/email\/unsubscribe\?token=/,
    );
    const link = /(http:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.textContent)?.[1];
    if (!link) throw new Error(`no unsubscribe link in: ${mail.textContent}`);

    // Someone who is not signed in (the mail may be read anywhere).
    const { page, context, errors } = await newPage(browser);
    await page.goto(link);
    await page.getByRole('heading', { name: '¿Dejar de recibir estos correos?' }).waitFor();
    await page.getByText(`Correos con las novedades de «${name}».`).waitFor();
    await expectAccessible(page, '/unsubscribe');
    // Opening the page changed nothing.
    const before = await call<{ apps: { projectId: string; enabled: boolean }[] }>(
      '/api/user/email-settings',
      {
        token: ownerToken,
      },
    );
    expect(before.apps.find((app) => app.projectId === projectId)?.enabled).toBe(true);

    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByRole('heading', { name: 'Listo, te diste de baja' }).waitFor();
    const after = await call<{
      apps: { projectId: string; enabled: boolean }[];
      kinds: { kind: string; enabled: boolean }[];
    }>('/api/user/email-settings', { token: ownerToken });
    expect(after.apps.find((app) => app.projectId === projectId)?.enabled).toBe(false);
    // Only this app's news: the other kinds stay on.
    expect(after.kinds.every((kind) => kind.enabled)).toBe(true);

    // The owner sees it in their purchases: the app's switch is off.
    const owned = await newPage(browser);
    await loginThroughUi(owned.page, owner);
    await owned.page.goto('/user-dashboard');
    const card = owned.page.getByRole('listitem').filter({ hasText: name });
    await expect
      .poll(() =>
        card
          .getByRole('switch', { name: `Avisarme por correo de las novedades de ${name}` })
          .getAttribute('aria-checked'),
      )
      .toBe('false');
    expect(errors).toEqual([]);
    expect(owned.errors).toEqual([]);
    await context.close();
    await owned.context.close();
  });

  it('a forged link’s page says it is not valid, rendered on the server, and changes nothing', async () => {
    const forged = '/unsubscribe?token=u1.eyJ1IjoiYSJ9.bm8tZmlybWFkbw';
    const answer = await fetch(`${baseUrl()}${forged}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Este enlace no es válido');
    const { page, context, errors } = await newPage(browser);
    await page.goto(forged);
    await page.getByRole('heading', { name: 'Este enlace no es válido' }).waitFor();
    await page.getByRole('link', { name: 'Elegir qué correos recibo' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the receipt’s header address, posted as a mail program does, turns receipts off; a GET only leads to the page', async () => {
    const receipt = await waitForMail(owner.email, (m) =>
      m.subject.includes(`recibo de tu compra de «${name}»`),
    );
    const oneClick = /^<(.+)>$/.exec(receipt.headers?.['List-Unsubscribe'] ?? '')?.[1];
    if (!oneClick) throw new Error('no List-Unsubscribe on the receipt');
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/unsubscribe\?token=/);
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const settings = await call<{ kinds: { kind: string; enabled: boolean }[] }>('/api/user/email-settings', {
      token: ownerToken,
    });
    expect(settings.kinds).toContainEqual({ kind: 'purchases', enabled: false });
  });
});
