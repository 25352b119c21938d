import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../packages/shared/src/config/limits';
import { PROJECT_LIMITS } from '../../packages/shared/src/projects/project.schemas';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginAdminThroughUi, loginThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';
import { layoutProblems } from '../support/layout-checks';

/**
 * The longest names the forms accept, on a phone (390 × 844), on every screen that shows them: a
 * paid app whose name has spaces and one long unbroken word, a free app whose name is a single
 * word, by a developer with the longest display name, bought and kept as a favourite by a buyer
 * with one too. No screen may grow wider than the phone, and each name is there in full (shown
 * whole, or in a title or accessible name where it is cut short with an ellipsis).
 */

type TLang = 'es' | 'en';
const run = Date.now().toString(36);
const PASSWORD = 'clave-segura-1';

/** `start`, then `word` repeated (no spaces) up to exactly `max` characters. */
const longName = (start: string, word: string, max: number) =>
  start + word.repeat(Math.ceil(max / word.length)).slice(0, max - start.length);

const APP = longName(
  `Agenda ${run} para Peluquerías y Barberías `,
  'ReservasCitasClientes',
  PROJECT_LIMITS.nameMax,
);
/** A name of a single word, as long as a name may be. */
const WORD_APP = longName(`Inventario${run}`, 'ProductosAlmacénProveedores', PROJECT_LIMITS.nameMax);
const DEVELOPER = {
  name: longName(`María Fernanda ${run} `, 'GonzálezRodríguezFernández', LIMITS.nameMax),
  email: uniqueEmail('dev.nombre.largo'),
  password: PASSWORD,
  type: 'developer' as const,
  id: '',
};
const buyerName = (lang: TLang) =>
  longName(`Lucía ${lang} ${run} `, 'MontenegroVillavicencio', LIMITS.nameMax);

/** The product's own texts, so the journey follows the screens whatever their wording. */
const text = (lang: TLang, namespace: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../apps/web/src/locales/${lang}/${namespace}.json`), 'utf8'),
  );

/** A text of the product with its {{placeholders}} filled in. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

async function call<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

const appFields = (name: string, price: number) => ({
  name,
  shortDescription: 'Reserva citas, recuerda a tus clientes y lleva la caja del día.',
  description: `Una agenda para salones pequeños (${run}): cada cita con su recordatorio, la lista de clientes y un resumen de la caja de cada día.`,
  price,
  category: 'BUSINESS_TOOLS',
  tags: ['agenda', 'citas'],
  keywords: ['agenda', 'citas', 'peluqueria'],
  targetAudience: 'Peluquerías y barberías de barrio',
  sourceCodeUrl: 'https://github.com/carlosmendoza/contador-de-habitos',
  supportEmail: 'ayuda@agenda-salones.net',
  mainImage: 'https://agenda.example-apps.net/portada.png',
  demoUrl: 'https://agenda.example-apps.net/app',
});

let browser: Browser;
let app: { id: string; slug: string };
let wordApp: { id: string; slug: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const login = (email: string, password: string, type: string) =>
    call<{ token: string }>('/api/auth/login', { method: 'POST', json: { email, password, type } });
  const admin = (await login('admin@vitrina.app', 'Admin1234!', 'admin')).token;

  // A GitHub profile registers one developer only: take a fake account still free.
  let token = '';
  for (const github of ['otra-developer', 'tercera-dev', 'cuarta-dev']) {
    const answer = await call<{ token: string; user: { id: string } }>('/api/developer/register', {
      method: 'POST',
      json: {
        name: DEVELOPER.name,
        email: DEVELOPER.email,
        password: PASSWORD,
        paypalMerchantId: `LN${run.toUpperCase()}${'0'.repeat(13)}`.replace(/[^A-Z0-9]/g, '').slice(0, 13),
        githubProfile: `github.com/${github}`,
      },
    }).catch(() => null);
    if (!answer) continue;
    token = answer.token;
    DEVELOPER.id = answer.user.id;
    break;
  }
  expect(token, 'a free fake GitHub account for the developer').not.toBe('');
  // Only a verified developer's apps take payments.
  await call(`/api/admin/users/${DEVELOPER.id}`, { method: 'PUT', token: admin, json: { verified: true } });

  app = await call('/api/project/create', { method: 'POST', token, json: appFields(APP, 9.99) });
  wordApp = await call('/api/project/create', { method: 'POST', token, json: appFields(WORD_APP, 0) });
  for (const { id } of [app, wordApp]) {
    await giveApprovedBuild({ id });
    await call(`/api/project/${id}`, { method: 'PUT', token: admin, json: { status: 'PUBLISHED' } });
  }
  // Changes waiting for review, and a deletion request: the admin's lists show the name too.
  await call(`/api/project/${app.id}`, {
    method: 'PUT',
    token,
    json: {
      ...appFields(APP, 9.99),
      shortDescription: 'Reserva citas y recuerda a tus clientes por WhatsApp.',
    },
  });
  await call(`/api/project/${wordApp.id}/request-deletion`, {
    method: 'POST',
    token,
    json: { reason: 'La publicaré de nuevo con otro nombre.' },
  });
});
afterAll(async () => {
  await browser?.close();
});

async function phonePage(lang: TLang) {
  const session = await newPage(browser, { lang, width: 390 });
  await session.page.setViewportSize({ width: 390, height: 844 });
  return session;
}

/** Waits until the names are on the page (text or accessible name), then looks at its layout. */
async function inspect(page: Page, required: string[], others: string[] = []) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      (names) =>
        names.every(
          (name) =>
            document.body.textContent?.includes(name) ||
            [...document.querySelectorAll('[title], [aria-label]')].some((element) =>
              `${element.getAttribute('title')} ${element.getAttribute('aria-label')}`.includes(name),
            ),
        ),
      required,
      { timeout: 10_000 },
    )
    .catch(() => undefined); // what is missing is reported below
  await page.evaluate(() => document.fonts.ready);
  return layoutProblems(page, { required, others: [APP, WORD_APP, DEVELOPER.name, ...others] });
}

/** Visits screens and keeps, screen by screen, what is wrong with them. */
function screens() {
  const failures: Record<string, string[]> = {};
  const look = async (page: Page, screen: string, required: string[], others: string[] = []) => {
    const problems = await inspect(page, required, others);
    // A screen seen twice (the checkout, before and after buying) is reported twice.
    if (problems.length > 0) failures[screen in failures ? `${screen} (again)` : screen] = problems;
  };
  const visit = async (page: Page, path: string, required: string[], others: string[] = []) => {
    await page.goto(path);
    await look(page, path, required, others);
  };
  return { failures, look, visit };
}

describe.each(['es', 'en'] as const)('%s: long names at 390 px', (lang) => {
  const buyer = { name: buyerName(lang), email: uniqueEmail(`comprador.${lang}`), password: PASSWORD };

  it('the buyer’s screens: store, app pages, developer page, checkout, payment, purchases, favourites', async () => {
    const { token } = await call<{ token: string }>('/api/auth/register', { method: 'POST', json: buyer });
    await call('/api/user/favorites', { method: 'POST', token, json: { idFavoriteProject: app.id } });
    const { page, context, errors } = await phonePage(lang);
    const { failures, look, visit } = screens();
    await loginThroughUi(page, buyer, lang);
    const payments = text(lang, 'payments');

    await visit(page, `/store?q=${run}`, [APP, WORD_APP]);
    await visit(page, `/app/${app.slug}`, [APP, DEVELOPER.name]);
    await visit(page, `/app/${wordApp.slug}`, [WORD_APP, DEVELOPER.name]);
    await visit(page, `/developer/${DEVELOPER.id}/apps`, [APP, WORD_APP, DEVELOPER.name]);
    await visit(page, `/checkout/${app.slug}`, [APP, DEVELOPER.name], [buyer.name]);

    await page.getByLabel(payments.checkout.buyer.country).selectOption('CO');
    await page.getByRole('main').getByRole('radio').first().check();
    await page.getByRole('main').getByRole('checkbox').check();
    await page.getByRole('button', { name: payments.checkout.submit }).click();
    const modal = page.getByRole('dialog', { name: payments.modal.title });
    await modal.getByRole('button', { name: payments.sandbox.approve }).waitFor();
    // On a phone the summary starts folded (the pay action stays in sight): its line names the app,
    // cut short with the whole name in its title; opened, it shows every name.
    await look(page, 'payment modal (summary folded)', [APP]);
    await modal.getByText(payments.modal.summaryTitle, { exact: true }).click();
    await look(page, 'payment modal', [APP, DEVELOPER.name, buyer.name]);
    await modal.getByRole('button', { name: payments.sandbox.approve }).click();
    await page.getByRole('heading', { name: payments.result.success.title }).waitFor();
    await look(page, 'payment result', []);

    await visit(page, '/user-dashboard?tab=purchased', [APP]);
    await visit(page, '/user-dashboard?tab=favorites', [APP]);
    await visit(page, `/app/${app.slug}`, [APP, DEVELOPER.name], [buyer.name]);
    await visit(page, `/checkout/${app.slug}`, [APP]); // 'You already have this app'

    expect(failures).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the developer’s screens: every dashboard tab and the edit form', async () => {
    const { page, context, errors } = await phonePage(lang);
    const { failures, look, visit } = screens();
    await loginThroughUi(page, DEVELOPER, lang);
    await visit(page, '/developer-dashboard', []);
    await visit(page, '/developer-dashboard?tab=apps', [APP, WORD_APP]);
    const dashboard = text(lang, 'developer-dashboard');
    await page
      .getByRole('button', { name: fill(dashboard.apps.card.requestDeletionLabel, { name: APP }) })
      .click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'deletion request modal', [APP]);
    await page.keyboard.press('Escape');
    await page.goto('/developer-dashboard?tab=analytics');
    await page.locator('details').first().waitFor();
    // The data behind the charts, in tables under a disclosure: open it to see them.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    await look(page, 'analytics', [APP]);
    await visit(page, '/developer-dashboard?tab=payouts', [APP]);
    await visit(page, `/edit-project/${app.id}`, [APP]);

    expect(failures).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin’s screens: projects and changes to review, users, reports, payments', async () => {
    const { page, context, errors } = await phonePage(lang);
    const { failures, look, visit } = screens();
    await loginAdminThroughUi(page, lang);
    await visit(page, `/admin-dashboard?tab=projects&q=${run}`, [APP, WORD_APP]);
    await visit(page, '/admin-dashboard?tab=overview', []);
    // The search finds people by the start of their name or e-mail.
    await visit(page, `/admin-dashboard?tab=users&q=${DEVELOPER.email}`, [DEVELOPER.name]);
    await visit(page, `/admin-dashboard?tab=users&q=${buyer.email}`, [buyer.name]);
    await visit(page, '/admin-dashboard?tab=reports', [WORD_APP, APP]);
    const adminText = text(lang, 'admin');
    await page
      .getByRole('button', { name: fill(adminText.deletions.acceptLabel, { name: WORD_APP }) })
      .click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'deletion decision modal', [WORD_APP, DEVELOPER.name]);
    await page.keyboard.press('Escape');
    await visit(page, '/admin-dashboard?tab=payments', [DEVELOPER.name]);
    await page
      .getByRole('button', { name: new RegExp(` ${DEVELOPER.name}$`) })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'payment confirmation modal', [DEVELOPER.name]);
    await page.keyboard.press('Escape');

    expect(failures).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
