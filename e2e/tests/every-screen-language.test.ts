import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPS } from '../../apps/server/src/demo/demo-catalogue';
import { DEMO_ACCOUNTS } from '../../apps/server/src/demo/demo-data';
import { DEMO_COMMENTS, DEMO_PEOPLE } from '../../apps/server/src/demo/demo-engagement';
import { baseUrl, launchBrowser, newPage } from '../support/browser';

/**
 * Every screen, signed in as the account it is for, read in English and then in Spanish: no text
 * of the other language may show, in words or in the way numbers and money are written. People's
 * own content (app names and descriptions, tags, comments, review notes, people's names) is
 * whatever its author wrote: the walk reads it from the data (the demo catalogue and every project,
 * account and custom request the admin can list) and leaves it out wherever it shows (in a sentence or a label
 * too, or cut short with an ellipsis). Names in no language (a repository, a branch, a file path) are
 * marked translate="no" and left out too.
 */

type TLang = 'es' | 'en';
type TAccount = 'visitor' | 'user' | 'developer' | 'admin';

const ACCOUNTS: Record<Exclude<TAccount, 'visitor'>, { email: string; password: string; type: string }> = {
  user: { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' },
  developer: { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' },
  admin: { email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' },
};

/** Words only Spanish uses (as whole words, any case), and Spanish ways of writing figures. */
const SPANISH_WORDS = new Set(
  (
    'de del la las los el un una unos para por con sin tus mis más ver gratis gratuitas buscar todas ' +
    'todos precio tienda inicio cerrar sesión guardar cancelar enviar volver panel pendiente ' +
    'pendientes usuario usuarios desarrollador desarrolladores proyecto proyectos ventas visitas ' +
    'comprar iniciar perfil resumen pagos pago aprobar rechazar solicitud solicitudes cargando ' +
    'aún todavía y o es está hay nuevo nueva editar eliminar correo contraseña nombre descripción ' +
    'categoría detalles cuenta compradas favoritos publicar analíticas informes días año'
  ).split(' '),
);
const SPANISH_FIGURES = [
  /[¿¡áéíóúñÁÉÍÓÚÑ]/, // Spanish letters and marks
  /US\$/, // a Spanish way of writing dollars
  /\$\s?\d{1,3}(\.\d{3})*,\d{2}(?!\d)/, // '$1,99', '$1.234,50'
  /\d[\s\u00a0]%/, // '10 %'
];

/** Words only English uses, and English ways of writing figures. */
const ENGLISH_WORDS = new Set(
  (
    'the and of your you with to for by from free view details buy log sign search store home ' +
    'dashboard profile settings sales views revenue payouts pending published draft overview ' +
    'analytics export loading back request requests save cancel close send approve reject week ' +
    'day days month year users price category status reason note paid apply clear more is are not ' +
    'new edit delete suspend show hide next page open skip content language summary payment ' +
    'checkout order amount commission report reports this that here please'
  ).split(' '),
);
const ENGLISH_FIGURES = [
  /\$\s?\d{1,3}(,\d{3})*\.\d{2}(?!\d)/, // '$1.99', '$1,234.50'
  /\d\.\d+%/, // '2.5%'
];

/** Reads what a person sees or hears on the page, people's own content left out. */
async function readScreen(page: Page, lang: TLang, ownTexts: TOwnTexts): Promise<string[]> {
  return page.evaluate(
    ({ pageLang, userTexts, userWholeTexts }) => {
      const withoutUserContent = (text: string) => {
        if (userWholeTexts.includes(text.trim())) return '';
        const rest = userTexts.reduce((left, own) => left.split(own).join(' '), text).trim();
        // A name cut short on a narrow chart or card ("Tienda en una P…") is still the person's text.
        const cut = rest.endsWith('…') ? rest.slice(0, -1).trim() : '';
        return cut && userTexts.some((own) => own.startsWith(cut)) ? '' : rest;
      };
      const excluded = (element: Element | null): boolean => {
        for (let node = element; node; node = node.parentElement) {
          const lang = node.getAttribute('lang');
          if (lang && node !== document.documentElement && lang.slice(0, 2) !== pageLang) return true;
          // Names that are in no language and never translated: a repository, a branch, a file path.
          if (node.getAttribute('translate') === 'no') return true;
          if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE' || node.tagName === 'NOSCRIPT')
            return true;
        }
        return false;
      };
      const shown = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true }) ||
        (element.tagName === 'OPTION' && !!element.closest('select')?.checkVisibility());
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || excluded(parent) || !shown(parent)) continue;
        const text = withoutUserContent(node.textContent ?? '');
        if (text) texts.push(text);
      }
      const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'aria-description', 'aria-valuetext'];
      for (const element of document.body.querySelectorAll('*')) {
        if (excluded(element) || !shown(element)) continue;
        for (const name of ATTRIBUTES) {
          const value = element.getAttribute(name);
          const text = value ? withoutUserContent(value) : '';
          if (text) texts.push(text);
        }
      }
      texts.push(withoutUserContent(document.title));
      return texts;
    },
    { pageLang: lang, userTexts: ownTexts.within, userWholeTexts: ownTexts.whole },
  );
}

/** Every string inside a value (an app's fields, its extras' lists), keys left out. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * People's own texts, longest first (so a name inside a description is not cut out first): the demo
 * catalogue, comments and names, and every project, account, request, refund, decision and
 * deletion request the admin lists (journeys that ran before this one on the same server add their
 * own, whichever they were).
 */
async function readOwnTexts(adminToken: string): Promise<TOwnTexts> {
  const projects = await api<{
    projects: Array<{
      name: string;
      shortDescription: string;
      developerName: string;
      observations: string | null;
    }>;
  }>('/admin/projects?page=0&size=100', adminToken);
  const users = await api<{ users: Array<{ name: string; email: string }> }>(
    '/admin/users?page=0&size=100',
    adminToken,
  );
  const requests = await api<{
    requests: Array<{
      name: string;
      email: string;
      description: string;
      sharedUrl: string | null;
      attachment: { name: string } | null;
    }>;
  }>('/admin/custom-requests?page=0&size=100', adminToken);
  // Buyers' reasons, developers' comments and admins' notes on refunds are theirs too.
  const refunds = await api<{
    refunds: Array<{ reason: string; developerComment: string | null; decisionNote: string | null }>;
  }>('/admin/refunds?status=all&page=0&size=100', adminToken);
  // The reports tab: the moderation log's reasons and notes, and the developers' deletion requests.
  const decisions = await api<{
    decisions: Array<{
      projectName: string | null;
      actorName: string | null;
      reason: string | null;
      note: string | null;
    }>;
  }>('/admin/decisions?page=0&size=100', adminToken);
  const deletions = await api<
    Array<{ projectName: string; reason: string; decisionNote: string | null; decidedByName: string | null }>
  >('/admin/deletion-requests?status=ALL', adminToken);
  const names = [
    ...DEMO_PEOPLE.map((person) => person.name),
    ...DEMO_ACCOUNTS.map((account) => account.name),
    ...projects.projects.map((project) => project.developerName),
    ...users.users.map((user) => user.name),
  ];
  // The published apps' changes waiting for review, and the versions waiting for it (their notes).
  const revisions = await api<Array<{ changes: Array<{ before: unknown; after: unknown }> }>>(
    '/admin/revisions',
    adminToken,
  );
  const builds = await api<{ builds: Array<{ releaseNotes?: string | null }> }>('/admin/builds', adminToken);
  const texts = [
    ...names,
    ...DEMO_APPS.flatMap(
      ({ slug: _slug, category: _category, developer: _developer, status: _status, ...app }) =>
        stringsOf(app),
    ),
    ...Object.values(DEMO_COMMENTS).flat(),
    ...projects.projects.flatMap((project) => [
      project.name,
      project.shortDescription,
      project.observations ?? '',
    ]),
    ...users.users.map((user) => user.email),
    ...requests.requests.flatMap((request) => [
      request.name,
      request.email,
      request.description,
      request.sharedUrl ?? '',
      request.attachment?.name ?? '',
    ]),
    ...revisions.flatMap((revision) =>
      revision.changes.flatMap((change) => [...stringsOf(change.before), ...stringsOf(change.after)]),
    ),
    ...builds.builds.flatMap((build) => (build.releaseNotes ?? '').split('\n')),
    ...decisions.decisions.flatMap((decision) => [
      decision.projectName ?? '',
      decision.actorName ?? '',
      decision.reason ?? '',
      decision.note ?? '',
    ]),
    ...deletions.flatMap((request) => [
      request.projectName,
      request.reason,
      request.decisionNote ?? '',
      request.decidedByName ?? '',
    ]),
    ...refunds.refunds.flatMap((refund) => [
      refund.reason,
      refund.developerComment ?? '',
      refund.decisionNote ?? '',
    ]),
  ];
  return {
    within: longestFirst(texts),
    // A name's avatar shows its initials ('Íñigo Sanz' → 'ÍS'): a text of their own, left out
    // only where it is the whole text (inside another text, two letters are just two letters).
    whole: [...new Set(names.map(initials).filter(Boolean))],
  };
}

/** People's own texts: left out wherever they show, or only where they are a text's whole. */
interface TOwnTexts {
  within: string[];
  whole: string[];
}

/** Distinct texts of two characters or more, longest first. */
const longestFirst = (texts: string[]) =>
  [...new Set(texts.map((text) => text.trim()).filter((text) => text.length > 1))].sort(
    (a, b) => b.length - a.length,
  );

/** Up to two initials of a name, as the avatars show them (the web app's lib/initials). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The texts of the screen that belong to the other language, each with the marker it showed. */
function foreignTexts(texts: string[], lang: TLang): string[] {
  const words = lang === 'en' ? SPANISH_WORDS : ENGLISH_WORDS;
  const figures = lang === 'en' ? SPANISH_FIGURES : ENGLISH_FIGURES;
  const found: string[] = [];
  for (const text of texts) {
    const word = text
      .split(/[^\p{L}]+/u)
      .find((candidate) => candidate && words.has(candidate.toLowerCase()));
    const figure = figures.find((pattern) => pattern.test(text));
    if (word || figure) found.push(`${word ?? figure} ← ${text}`);
  }
  return [...new Set(found)];
}

/** What the walk needs from the demo data: a paid app, its developer, one of Carlos's projects. */
interface TDemo {
  paidSlug: string;
  developerId: string;
  carlosProjectId: string;
}

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function signIn(account: Exclude<TAccount, 'visitor'>) {
  return api<{ token: string; user: { id: string } }>('/auth/login', undefined, {
    method: 'POST',
    body: JSON.stringify(ACCOUNTS[account]),
  });
}

interface TScreen {
  account: TAccount;
  path: (demo: TDemo) => string;
  /** Brings hidden parts into view first (the developer fields of registration). */
  prepare?: (page: Page, lang: TLang) => Promise<void>;
}

const screen = (
  account: TAccount,
  path: string | ((demo: TDemo) => string),
  prepare?: TScreen['prepare'],
) => ({
  account,
  path: typeof path === 'string' ? () => path : path,
  prepare,
});

const SCREENS: TScreen[] = [
  screen('visitor', '/'),
  screen('visitor', '/about'),
  screen('visitor', '/terms'),
  screen('visitor', '/privacy'),
  screen('visitor', '/refunds'),
  screen('visitor', '/store'),
  screen('visitor', (demo) => `/app/${demo.paidSlug}`),
  screen('visitor', (demo) => `/developer/${demo.developerId}/apps`),
  screen('visitor', '/login'),
  screen('visitor', '/admin-login'),
  screen('visitor', '/forgot-password'),
  screen('visitor', '/forgot-password', async (page, lang) => {
    // The answer after sending: it names no account of the demo.
    await page.getByLabel('Email').fill('alguien@vitrina-pruebas.net');
    await page.getByRole('button', { name: lang === 'es' ? 'Enviar enlace' : 'Send link' }).click();
    await page.getByRole('alert').waitFor();
  }),
  screen('visitor', '/reset-password#token=caducado'),
  screen('visitor', '/register', async (page, lang) => {
    await page.locator('label', { hasText: lang === 'es' ? 'Desarrollador' : 'Developer' }).click();
  }),
  screen('visitor', '/solicitud-app'),
  screen('visitor', '/no-such-page'),
  screen('visitor', '/unsubscribe?token=u1.no.valido'),
  screen('user', (demo) => `/app/${demo.paidSlug}`),
  screen('user', (demo) => `/checkout/${demo.paidSlug}`),
  screen('user', (demo) => `/payment-result?status=success&method=paypal&appId=${demo.paidSlug}&amount=9.99`),
  screen('user', (demo) => `/payment-result?status=failed&method=paypal&appId=${demo.paidSlug}`),
  screen('user', (demo) => `/payment-result?status=pending&method=paypal&appId=${demo.paidSlug}`),
  screen('user', '/user-dashboard'),
  screen('user', '/user-dashboard?tab=favorites'),
  screen('user', '/user-profile'),
  screen('user', '/notices'),
  screen('user', '/solicitud-app'),
  screen('user', '/add-project'),
  screen('user', '/become-developer'),
  screen('developer', '/developer-dashboard'),
  screen('developer', '/developer-dashboard?tab=apps'),
  screen('developer', '/developer-dashboard?tab=analytics&days=30'),
  screen('developer', '/developer-dashboard?tab=payouts'),
  screen('developer', '/developer-dashboard?tab=refunds'),
  screen('developer', '/add-project'),
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
      '/notices?page=0&size=50',
      (await signIn(account)).token,
    );
    for (const { title, body, quote } of notices.notices) {
      if (quote) ownTexts.within.push(...quote.split('\n'));
      for (const [, name] of `${title}\n${body}`.matchAll(/[“«]([^”»]+)[”»]/g))
        if (name) ownTexts.within.push(name);
    }
  }
  ownTexts.within = longestFirst(ownTexts.within);
  // Demo apps only: other journeys publish apps of their own (in their authors' words, with
  // release notes and keywords in Spanish) that the store lists first, newest first.
  const demoSlugs = new Set(DEMO_APPS.map((app) => app.slug));
  const paidApp = DEMO_APPS.find((app) => app.price > 0 && (app.status ?? 'PUBLISHED') === 'PUBLISHED');
  if (!paidApp) throw new Error('the demo catalogue has no published paid app');
  const paid = { slug: paidApp.slug };
  const detail = await api<{ developerId: string }>(`/project/${paid.slug}`);
  const carlos = await signIn('developer');
  const projects = await api<
    Array<{
      id: string;
      slug: string;
      status: string;
      tags: string[];
      deletionRequest?: { reason: string; note: string | null } | null;
    }>
  >(`/project/developer/${carlos.user.id}`, carlos.token);
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
  demo = { paidSlug: paid.slug, developerId: detail.developerId, carlosProjectId: editable.id };
});
afterAll(async () => {
  await browser.close();
});

/** Opens a screen and waits until its data has arrived and its spinners are gone. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The payment result waits on purpose before it shows the outcome.
  if (path.startsWith('/payment-result')) await page.getByRole('main').locator('h1, h2').last().waitFor();
  await page
    .locator('[aria-busy="true"], .animate-spin')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

describe.each(['en', 'es'] as const)('every screen in %s', (lang) => {
  it.each(['visitor', 'user', 'developer', 'admin'] as const)(
    'as %s: no text of the other language',
    async (account) => {
      const { page, context, errors } = await newPage(browser, { lang });
      if (account !== 'visitor') {
        const session = await signIn(account);
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
        await open(page, path);
        await entry.prepare?.(page, lang);
        for (const text of foreignTexts(await readScreen(page, lang, ownTexts), lang))
          problems.push(`${path}: ${text}`);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
