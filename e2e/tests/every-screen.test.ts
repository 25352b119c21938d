import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPS } from '../../apps/server/src/demo/demo-catalogue';
import { accessibilityProblems, launchBrowser, newPage } from '../support/browser';
import { userMenuButton } from '../support/flows';
import { keptServerHeading, recordServerHeading, watchConsole } from '../support/hydration';
import {
  foreignTexts,
  longestFirst,
  readOwnTexts,
  readScreen,
  type TOwnTexts,
} from '../support/screen-language';
import { api, type TLang } from '../support/server-pages';

/**
 * Every screen, signed in as the account it is for, in English and then in Spanish, in one walk
 * that checks on each what a person would notice:
 * - no text of the other language, in words or in the way numbers and money are written (people's
 *   own content left out: support/screen-language);
 * - on the screens marked `axe`, no serious or critical accessibility violation (axe-core, WCAG 2.1
 *   A and AA), in the state marked (a form's errors shown, say);
 * - on the pages the server renders (`rendered`), the browser took over (hydrated) the page the
 *   server sent: the same <h1> element is on screen (not one rendered again), the document came in
 *   the page's language, and no console error or warning was written.
 */

type TAccount = 'visitor' | 'user' | 'developer' | 'admin';

const ACCOUNTS: Record<Exclude<TAccount, 'visitor'>, { email: string; password: string; type: string }> = {
  user: { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' },
  developer: { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' },
  admin: { email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' },
};

/** What the walk needs from the demo data: a paid app, its developer, one of Carlos's projects. */
interface TDemo {
  paidSlug: string;
  developerId: string;
  carlosProjectId: string;
}

/** Signs in through the API (the account's mail language stays as it was). */
const signIn = (account: Exclude<TAccount, 'visitor'>) =>
  api<{ token: string; user: { id: string; name: string } }>('/api/auth/login', {
    method: 'POST',
    json: ACCOUNTS[account],
    expected: 200,
  });

interface TScreen {
  account: TAccount;
  path: (demo: TDemo) => string;
  /** Brings a state into view first (the developer fields of registration, a form's errors). */
  prepare?: (page: Page, lang: TLang) => Promise<void>;
  /** Checked with axe-core too. */
  axe?: boolean;
  /** A page the server renders: checked to hydrate what the server sent. */
  rendered?: boolean;
}

const screen = (
  account: TAccount,
  path: string | ((demo: TDemo) => string),
  options: Pick<TScreen, 'prepare' | 'axe' | 'rendered'> = {},
): TScreen => ({ account, path: typeof path === 'string' ? () => path : path, ...options });

const PUBLIC = { axe: true, rendered: true };

/** Sends a form empty and waits for its errors. */
const sentEmpty = (button: Record<TLang, string>) => async (page: Page, lang: TLang) => {
  await page.getByRole('main').getByRole('button', { name: button[lang], exact: true }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
};

/** The public pages, as a visitor and signed in alike. */
const publicPages = (account: 'visitor' | 'user', options: Pick<TScreen, 'axe' | 'rendered'>) => [
  screen(account, '/', options),
  screen(account, '/about', options),
  screen(account, '/terms', options),
  screen(account, '/privacy', options),
  screen(account, '/refunds', options),
  screen(account, '/store', options),
  screen(account, (demo) => `/app/${demo.paidSlug}`, options),
  screen(account, (demo) => `/developer/${demo.developerId}/apps`, options),
];

const SCREENS: TScreen[] = [
  ...publicPages('visitor', PUBLIC),
  screen('visitor', '/login', { axe: true }),
  screen('visitor', '/admin-login', { axe: true }),
  screen('visitor', '/forgot-password', { axe: true }),
  screen('visitor', '/forgot-password', {
    prepare: async (page, lang) => {
      // The answer after sending: it names no account of the demo.
      await page.getByLabel('Email').fill('alguien@vitrina-pruebas.net');
      await page.getByRole('button', { name: lang === 'es' ? 'Enviar enlace' : 'Send link' }).click();
      await page.getByRole('alert').waitFor();
    },
  }),
  screen('visitor', '/reset-password#token=caducado', { axe: true }),
  screen('visitor', '/register', {
    axe: true,
    prepare: async (page, lang) => {
      await page.locator('label', { hasText: lang === 'es' ? 'Desarrollador' : 'Developer' }).click();
    },
  }),
  screen('visitor', '/register', {
    axe: true,
    prepare: sentEmpty({ es: 'Crear cuenta', en: 'Create account' }),
  }),
  screen('visitor', '/solicitud-app'),
  screen('visitor', '/no-such-page', { axe: true }),
  screen('visitor', '/unsubscribe?token=u1.no.valido'),
  // A signed-in screen, for a visitor: the way to sign in.
  screen('visitor', '/user-profile', { axe: true }),
  ...publicPages('user', { rendered: true }),
  screen('user', (demo) => `/checkout/${demo.paidSlug}`),
  screen('user', (demo) => `/payment-result?status=success&method=paypal&appId=${demo.paidSlug}&amount=9.99`),
  screen('user', (demo) => `/payment-result?status=failed&method=paypal&appId=${demo.paidSlug}`),
  screen('user', (demo) => `/payment-result?status=pending&method=paypal&appId=${demo.paidSlug}`),
  screen('user', '/user-dashboard'),
  screen('user', '/user-dashboard?tab=favorites'),
  screen('user', '/user-profile', { axe: true }),
  screen('user', '/notices'),
  screen('user', '/solicitud-app'),
  screen('user', '/add-project', { axe: true }),
  screen('user', '/become-developer'),
  // An administrator's screen, for someone who is not one.
  screen('user', '/admin-dashboard', { axe: true }),
  screen('developer', '/developer-dashboard'),
  screen('developer', '/developer-dashboard?tab=apps'),
  screen('developer', '/developer-dashboard?tab=analytics&days=30'),
  screen('developer', '/developer-dashboard?tab=payouts'),
  screen('developer', '/developer-dashboard?tab=refunds'),
  screen('developer', '/developer-dashboard?tab=codes', { axe: true }),
  screen('developer', '/developer-dashboard?tab=webhooks', { axe: true }),
  screen('developer', '/add-project', { axe: true }),
  screen('developer', '/add-project', { axe: true, prepare: sentEmpty({ es: 'Publicar', en: 'Publish' }) }),
  screen('developer', (demo) => `/edit-project/${demo.carlosProjectId}`),
  screen('developer', (demo) => `/project-versions/${demo.carlosProjectId}`),
  screen('developer', '/user-profile'),
  screen('developer', '/notices'),
  screen('admin', '/admin-dashboard'),
  screen('admin', '/admin-dashboard?tab=overview'),
  screen('admin', '/admin-dashboard?tab=users'),
  screen('admin', '/admin-dashboard?tab=reports'),
  screen('admin', '/admin-dashboard?tab=requests'),
  screen('admin', '/admin-dashboard?tab=refunds'),
  screen('admin', '/admin-dashboard?tab=payments'),
  screen('admin', (demo) => `/project-versions/${demo.carlosProjectId}`),
  screen('admin', '/notices'),
];

let browser: Browser;
let demo: TDemo;
let ownTexts: TOwnTexts;
beforeAll(async () => {
  browser = await launchBrowser();
  ownTexts = await readOwnTexts((await signIn('admin')).token);
  // What notices quote (a comment, release notes, a reason) is their authors' words too, and so
  // are the names they give in quotation marks: an app's name as it was when the notice was
  // written (a journey may have renamed it since).
  for (const account of ['user', 'developer', 'admin'] as const) {
    const notices = await api<{ notices: Array<{ title: string; body: string; quote: string | null }> }>(
      '/api/notices?page=0&size=50',
      { token: (await signIn(account)).token },
    );
    for (const { title, body, quote } of notices.notices) {
      if (quote) ownTexts.within.push(...quote.split('\n'));
      for (const [, name] of `${title}\n${body}`.matchAll(/[“«]([^”»]+)[”»]/g))
        if (name) ownTexts.within.push(name);
    }
  }
  // Demo apps only: other journeys publish apps of their own (in their authors' words, with
  // release notes and keywords in Spanish) that the store lists first, newest first.
  const demoSlugs = new Set(DEMO_APPS.map((app) => app.slug));
  const paidApp = DEMO_APPS.find((app) => app.price > 0 && (app.status ?? 'PUBLISHED') === 'PUBLISHED');
  if (!paidApp) throw new Error('the demo catalogue has no published paid app');
  const detail = await api<{ developerId: string }>(`/api/project/${paidApp.slug}`, { prefetch: true });
  const carlos = await signIn('developer');
  const projects = await api<
    Array<{
      id: string;
      slug: string;
      status: string;
      tags: string[];
      deletionRequest?: { reason: string; note: string | null } | null;
    }>
  >(`/api/project/developer/${carlos.user.id}`, { token: carlos.token });
  // Carlos's projects as his dashboard shows them: the tags and the deletion requests of those other
  // journeys made are their authors' words too.
  for (const project of projects)
    ownTexts.within.push(
      ...project.tags,
      project.deletionRequest?.reason ?? '',
      project.deletionRequest?.note ?? '',
    );
  ownTexts.within = longestFirst(ownTexts.within);
  const demoProjects = projects.filter((project) => demoSlugs.has(project.slug));
  const editable = demoProjects.find((project) => project.status === 'PUBLISHED') ?? demoProjects[0];
  if (!editable) throw new Error('the demo developer has no demo project');
  demo = { paidSlug: paidApp.slug, developerId: detail.developerId, carlosProjectId: editable.id };
});
afterAll(async () => {
  await browser.close();
});

/** Opens a screen and waits until its data has arrived and its spinners are gone. */
async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The payment result waits on purpose before it shows the outcome.
  if (path.startsWith('/payment-result')) await page.getByRole('main').locator('h1, h2').last().waitFor();
  await page
    .locator('[aria-busy="true"], .animate-spin')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  return response;
}

/** What went wrong in the hydration of a page the server rendered: nothing, or one line each. */
async function hydrationProblems(
  page: Page,
  response: Response | null,
  lang: TLang,
  account: TAccount,
  messages: string[],
): Promise<string[]> {
  const problems: string[] = [];
  if (response?.status() !== 200) problems.push(`answered ${response?.status()}`);
  if (!(await response?.text())?.includes(`<html lang="${lang}"`)) problems.push(`not sent in ${lang}`);
  if ((await page.getAttribute('html', 'lang')) !== lang) problems.push(`not in ${lang} once hydrated`);
  // The server renders an app's page as a visitor sees it; for a signed-in person the browser asks
  // for their own copy (their access to it) and shows the page again from it.
  const personal = account !== 'visitor' && new URL(page.url()).pathname.startsWith('/app/');
  if (!personal && !(await keptServerHeading(page))) problems.push("the server's <h1> was replaced");
  // An image another host was to serve (an app's own artwork) cannot load here: not the page's fault.
  const own = messages.filter(
    (message) => !/^error: Failed to load resource: .*\[https?:\/\/(?!127\.0\.0\.1[:/])/.test(message),
  );
  return [...problems, ...own];
}

describe.each(['en', 'es'] as const)('every screen in %s', (lang) => {
  it.each(['visitor', 'user', 'developer', 'admin'] as const)(
    'as %s: no text of the other language, no serious accessibility violation, server pages hydrated',
    async (account) => {
      const { page, context, errors } = await newPage(browser, { lang });
      await recordServerHeading(context);
      const messages = watchConsole(page);
      let name = '';
      if (account !== 'visitor') {
        const session = await signIn(account);
        name = session.user.name;
        await context.addInitScript((stored) => {
          if (localStorage.getItem('vitrina_auth_token')) return;
          localStorage.setItem('vitrina_auth_token', stored.token);
          localStorage.setItem('vitrina_user', JSON.stringify(stored.user));
          localStorage.setItem('vitrina_last_activity', String(Date.now()));
        }, session);
      }
      const problems: string[] = [];
      for (const entry of SCREENS.filter((item) => item.account === account)) {
        const path = entry.path(demo);
        messages.length = 0;
        const response = await open(page, path);
        // Signed in, a public page shows the person's menu once it has hydrated.
        if (entry.rendered && name) await userMenuButton(page, name).waitFor();
        await entry.prepare?.(page, lang);
        const found = [
          ...foreignTexts(await readScreen(page, lang, ownTexts), lang),
          ...(entry.axe ? await accessibilityProblems(page) : []),
          ...(entry.rendered ? await hydrationProblems(page, response, lang, account, messages) : []),
        ];
        problems.push(...found.map((problem) => `${path}${entry.prepare ? ' (prepared)' : ''}: ${problem}`));
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
