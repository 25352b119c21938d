import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch } from '../../packages/shared/src/search/search-normalizer';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';

/**
 * Injection: stored XSS payloads in every free-text field stay inert text in a real Chromium page,
 * every page answers with a Content-Security-Policy that forbids inline script, and SQL
 * metacharacters in searches and ids change nothing.
 */

declare global {
  interface Window {
    __xss?: unknown;
    __inline?: unknown;
    __inlineHandler?: unknown;
    __cspViolations?: string[];
  }
}

const run = Date.now().toString(36);

/** The payloads; `alert(1)` ones catch a dialog, the others set window.__xss. */
const XSS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  jsUrl: 'javascript:window.__xss=1',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  alertImg: '<img src=x onerror=alert(1)>',
  alertScript: '<svg><script>alert(1)</script></svg>',
  mustache: '{{7*7}}',
} as const;

const PASSWORD = 'clave-segura-1';
const developer = {
  name: `${XSS.img} Dev ${run}`,
  email: uniqueEmail('dev.xss'),
  password: PASSWORD,
  id: '',
};
const user = {
  name: `${XSS.script} Lector ${run}`,
  email: uniqueEmail('lector.xss'),
  password: PASSWORD,
};

/** The published app: every free-text field of the project form carries a payload. */
const appFields = {
  name: `${XSS.svg}${XSS.alertImg} Notas ${run}`,
  shortDescription: `${XSS.img} ${XSS.jsUrl} resumen`,
  description: [
    ...Object.values(XSS),
    `Una libreta de notas para probar que el texto nunca se interpreta como HTML (${run}).`,
  ].join('\n'),
  version: '1.0.0',
  price: 0,
  category: 'PRODUCTIVITY_TOOLS',
  tags: [XSS.script, XSS.img, XSS.svg, XSS.jsUrl, XSS.alertImg, XSS.mustache],
  keywords: [XSS.script, XSS.svg, XSS.jsUrl, XSS.mustache],
  targetAudience: `${XSS.template} audiencia`,
  sourceCodeUrl: 'https://github.com/carlosmendoza/contador-de-habitos',
  supportEmail: 'ayuda@notas-xss.net',
  mainImage: 'https://cdn.example-apps.net/notas-xss.png',
  demoUrl: 'https://notas-xss.example-apps.net/app',
  license: XSS.img,
  seoTitle: XSS.script,
  seoDescription: `${XSS.svg}${XSS.template}`,
};
/** A paid app the admin sends back with a payload reason; its developer asks to delete it. */
const draftFields = {
  ...appFields,
  name: `${XSS.alertScript} Borrador ${run}`,
  shortDescription: `${XSS.alertImg} un borrador rechazado`,
  price: 9.99,
};
const rejection = `${XSS.img} motivo ${run}`;
const deletionReason = `${XSS.script} borrar ${run}`;
const refusalNote = `${XSS.svg} nota ${run}`;
/** Changes to the published app, with payloads, that the admin reviews and refuses with a payload reason. */
const changedFields = {
  ...appFields,
  name: `${XSS.script}${XSS.alertImg} Notas nuevas ${run}`,
  shortDescription: `${XSS.svg} ${XSS.template} resumen nuevo`,
  tags: [XSS.alertScript, XSS.mustache, 'notas'],
  documentationUrl: 'https://docs.example-apps.net/notas?x="><script>window.__xss=1</script>',
};
const changesRefusal = `${XSS.alertImg} cambios ${run}`;
const comments = {
  user: [
    `${XSS.script} comentario ${run}`,
    `${XSS.img}${XSS.alertImg}`,
    `${XSS.svg} ${XSS.jsUrl} ${XSS.template}`,
  ],
  sql: `'); DELETE FROM comments; -- ${run}`,
  developer: `${XSS.alertScript} respuesta ${run}`,
  /** The app's developer's reply to the first of the user's comments. */
  reply: `${XSS.svg} ${XSS.template} ${XSS.alertImg} contestación ${run}`,
};
const customRequest = {
  name: `${XSS.svg} Cliente ${run}`,
  email: uniqueEmail('cliente.xss'),
  description: `${Object.values(XSS).join('\n')}\nQuiero una app de reservas (${run}).`,
  sharedUrl: `https://archivos.example-apps.net/req?x="><script>window.__xss=1</script>`,
};

// ---- The API, called directly (faster than the forms) ----

type TApiAnswer<T> = { status: number; headers: Headers; data: T };

async function api<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData } = {},
): Promise<TApiAnswer<T>> {
  const headers: Record<string, string> = { 'accept-language': 'es' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const response = await fetch(`${baseUrl()}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, data: data as T };
}

/** Calls the API and fails with the answer when the status is not the expected one. */
async function call<T = Record<string, unknown>>(
  expected: number,
  path: string,
  init: Parameters<typeof api>[1] = {},
): Promise<T> {
  const answer = await api<T>(path, init);
  if (answer.status !== expected) {
    throw new Error(
      `${init.method ?? 'GET'} ${path}: ${answer.status} (expected ${expected}) ${JSON.stringify(answer.data)}`,
    );
  }
  return answer.data;
}

type TProjectAnswer = { id: string; slug: string; name: string; status: string };
type TStorePage = {
  projects: { id: string; name: string; shortDescription: string }[];
  totalElements: number;
};
type TErrorBody = { error: { code: string; message: string }; code: string; message: string };

const login = async (email: string, password: string, type: 'user' | 'developer' | 'admin') =>
  (await call<{ token: string }>(200, '/api/auth/login', { method: 'POST', json: { email, password, type } }))
    .token;

/** A 13-character PayPal merchant id nobody else has. */
const merchantId = () => `XSS${run.toUpperCase()}${'0'.repeat(13)}`.replace(/[^A-Z0-9]/g, '').slice(0, 13);

let browser: Browser;
let adminToken = '';
let developerToken = '';
let userToken = '';
let app: TProjectAnswer;
let draft: TProjectAnswer;

async function seed() {
  adminToken = await login('admin@vitrina.app', 'Admin1234!', 'admin');

  // A GitHub profile registers one developer only: take the first fake account still free.
  for (const login of ['cuarta-dev', 'tercera-dev', 'otra-developer']) {
    const answer = await api<{ token: string; user: { id: string } } & TErrorBody>(
      '/api/developer/register',
      {
        method: 'POST',
        json: {
          name: developer.name,
          email: developer.email,
          password: developer.password,
          paypalMerchantId: merchantId(),
          githubProfile: `github.com/${login}`,
        },
      },
    );
    if (answer.status === 409 && answer.data.code === 'DUPLICATE_GITHUB_PROFILE') continue;
    expect(answer.status, JSON.stringify(answer.data)).toBe(201);
    developerToken = answer.data.token;
    developer.id = answer.data.user.id;
    break;
  }
  expect(developerToken, 'a free fake GitHub account for the developer').not.toBe('');

  const registered = await call<{ token: string; user: { name: string } }>(201, '/api/auth/register', {
    method: 'POST',
    json: { name: user.name, email: user.email, password: user.password },
  });
  userToken = registered.token;
  expect(registered.user.name).toBe(user.name);

  // A javascript: address is refused in every URL field, before anything is stored.
  const jsLink = await api<TErrorBody>('/api/project/create', {
    method: 'POST',
    token: developerToken,
    json: { ...appFields, documentationUrl: 'javascript:alert(1)' },
  });
  expect(jsLink.status).toBe(400);
  expect(jsLink.data.code).toBe('VALIDATION_ERROR');

  app = await call<TProjectAnswer>(201, '/api/project/create', {
    method: 'POST',
    token: developerToken,
    json: appFields,
  });
  expect(app.name).toBe(appFields.name);
  await giveApprovedBuild({ id: app.id });
  await call(200, `/api/project/${app.id}`, {
    method: 'PUT',
    token: adminToken,
    json: { status: 'PUBLISHED' },
  });

  draft = await call<TProjectAnswer>(201, '/api/project/create', {
    method: 'POST',
    token: developerToken,
    json: draftFields,
  });
  await call(200, `/api/project/${draft.id}`, {
    method: 'PUT',
    token: adminToken,
    json: { status: 'DRAFT', reason: rejection },
  });
  await call(201, `/api/project/${draft.id}/request-deletion`, {
    method: 'POST',
    token: developerToken,
    json: { reason: deletionReason },
  });

  for (const comment of [...comments.user, comments.sql]) {
    const answered = await call<{ comments: { id: string; text: string }[] }>(
      200,
      `/api/project/${app.id}/comment`,
      { method: 'POST', token: userToken, json: { comment } },
    );
    const commentId = answered.comments.find((c) => c.text === comment)?.id;
    if (comment === comments.user[0])
      await call(201, `/api/project/${app.id}/comments/${commentId}/reply`, {
        method: 'PUT',
        token: developerToken,
        json: { reply: comments.reply },
      });
  }
  await call(200, `/api/project/${app.id}/comment`, {
    method: 'POST',
    token: developerToken,
    json: { comment: comments.developer },
  });
  await call(200, `/api/project/${app.id}/rating`, { method: 'POST', token: userToken, json: { rating: 5 } });
  await call(200, '/api/user/favorites', {
    method: 'POST',
    token: userToken,
    json: { idFavoriteProject: app.id },
  });

  const form = new FormData();
  for (const [field, value] of Object.entries(customRequest)) form.append(field, value);
  await call(201, '/api/custom-requests', { method: 'POST', form });

  // Stored as sent: the API answers the text, not an escaped or stripped copy.
  const detail = await call<{
    name: string;
    description: string;
    tags: string[];
    keywords: string[];
    targetAudience: string;
    license: string;
    seoTitle: string;
    seoDescription: string;
    developerName: string;
    comments: { authorName: string; text: string; reply: { text: string } | null }[];
  }>(200, `/api/project/${app.slug}`);
  expect(detail.name).toBe(appFields.name);
  expect(detail.description).toBe(appFields.description);
  expect(detail.tags).toEqual(appFields.tags.map((t) => t.toLowerCase()));
  expect(detail.keywords).toEqual(appFields.keywords.map((t) => t.toLowerCase()));
  expect(detail.targetAudience).toBe(appFields.targetAudience);
  expect([detail.license, detail.seoTitle, detail.seoDescription]).toEqual([
    appFields.license,
    appFields.seoTitle,
    appFields.seoDescription,
  ]);
  expect(detail.developerName).toBe(developer.name);
  expect(detail.comments.map((c) => c.text)).toEqual(
    expect.arrayContaining([...comments.user, comments.sql, comments.developer]),
  );
  expect(detail.comments.map((c) => c.authorName)).toEqual(
    expect.arrayContaining([user.name, developer.name]),
  );
  expect(detail.comments.map((c) => c.reply?.text)).toContain(comments.reply);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await seed();
});
afterAll(async () => {
  await browser?.close();
});

// ---- Watching a page for script that should never run ----

type TWatchedPage = { page: Page; context: BrowserContext; errors: string[]; dialogs: string[] };

/** A fresh page that records dialogs, page errors and CSP violations from its first script on. */
async function watchedPage(): Promise<TWatchedPage> {
  const { page, context, errors } = await newPage(browser);
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    // beforeunload is the browser's own prompt, not script from a payload.
    if (dialog.type() !== 'beforeunload') dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return { page, context, errors, dialogs };
}

/** What a payload turned into markup would leave behind, once failed images had time to fire. */
async function inspect(page: Page) {
  await page.waitForTimeout(400);
  return page.evaluate(() => ({
    xss: window.__xss,
    // Zod probes once whether eval is allowed (new Function('')): that report is the policy working.
    violations: (window.__cspViolations ?? []).filter((violation) => violation !== 'script-src eval'),
    handlers: [...document.querySelectorAll('[onerror], [onload], [onclick], img[src="x"], iframe')].map(
      (element) => element.outerHTML.slice(0, 120),
    ),
    // Data blocks (a rendered page's data, an app's JSON-LD) are never run.
    inlineScripts: [...document.scripts]
      .filter((script) => !script.src && !/^application\/(ld\+)?json$/.test(script.type))
      .map((script) => (script.textContent ?? '').slice(0, 120)),
    jsLinks: [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => /^\s*javascript:/i.test(href)),
  }));
}

/**
 * Opens a page, waits until every given text is visible as literal text, lets failed images and
 * handlers fire, and asserts nothing ran: no dialog, no window.__xss, no markup made from a
 * payload (so not even an attempt the CSP had to block), no page error.
 */
async function expectInert(
  watched: TWatchedPage,
  path: string,
  texts: readonly string[],
  inputs: readonly { label: string; value: string }[] = [],
) {
  const { page } = watched;
  if (path) await page.goto(path);
  for (const text of texts) {
    await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();
  }
  for (const { label, value } of inputs) {
    expect(await page.getByLabel(label, { exact: true }).inputValue(), `${label} on ${path}`).toBe(value);
  }
  const state = await inspect(page);
  const label = path || page.url();
  expect(watched.dialogs, `dialogs on ${label}`).toEqual([]);
  expect(state.xss, `window.__xss on ${label}`).toBeUndefined();
  expect(state.handlers, `elements made from a payload on ${label}`).toEqual([]);
  expect(state.inlineScripts, `inline scripts on ${label}`).toEqual([]);
  expect(state.jsLinks, `javascript: links on ${label}`).toEqual([]);
  expect(state.violations, `CSP violations on ${label}`).toEqual([]);
  expect(watched.errors, `page errors on ${label}`).toEqual([]);
}

async function adminLogin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('admin@vitrina.app');
  await page.getByLabel('Contraseña', { exact: true }).fill('Admin1234!');
  await page.getByRole('button', { name: 'Entrar como administrador' }).click();
  await page.waitForURL('**/admin-dashboard');
}

const lower = (text: string) => text.toLowerCase();

describe('stored XSS payloads stay text', () => {
  it('(the watcher itself notices a payload that became markup, even one the CSP blocked)', async () => {
    const watched = await watchedPage();
    await watched.page.goto('/store');
    await watched.page.getByRole('main').waitFor();
    await watched.page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), XSS.img);
    const state = await inspect(watched.page);
    expect(state.handlers).toHaveLength(1);
    expect(state.violations.some((violation) => violation.startsWith('script-src'))).toBe(true);
    expect(state.xss).toBeUndefined();
    await watched.context.close();
  });

  it('in the store, a store search, the app page with its comments and the developer page', async () => {
    const watched = await watchedPage();
    await expectInert(watched, '/store', [appFields.name, appFields.shortDescription]);
    await expectInert(watched, `/store?q=${encodeURIComponent(appFields.name)}`, [
      appFields.name,
      appFields.shortDescription,
      // The query itself is echoed back in the results line.
      `para «${appFields.name}»`,
    ]);
    await expectInert(watched, `/app/${app.slug}`, [
      appFields.name,
      appFields.shortDescription,
      ...Object.values(XSS),
      ...appFields.tags.map((tag) => `#${lower(tag)}`),
      developer.name,
      user.name,
      ...comments.user,
      comments.sql,
      comments.developer,
      comments.reply,
    ]);
    await expectInert(watched, `/developer/${developer.id}/apps`, [developer.name, appFields.name]);
    await watched.context.close();
  });

  it('in the user’s own dashboard, favourites and profile, and on the app page signed in', async () => {
    const watched = await watchedPage();
    await loginThroughUi(watched.page, user);
    await expectInert(watched, '/user-dashboard', [`Hola, ${user.name}.`]);
    await expectInert(watched, '/user-dashboard?tab=favorites', [appFields.name, appFields.shortDescription]);
    await expectInert(watched, '/user-profile', [], [{ label: 'Nombre completo', value: user.name }]);
    await expectInert(watched, `/app/${app.slug}`, [appFields.name, ...comments.user, comments.reply]);
    await watched.context.close();
  });

  it('in the admin dashboard: projects, users, reports and custom requests', async () => {
    const watched = await watchedPage();
    await adminLogin(watched.page);
    await expectInert(watched, `/admin-dashboard?tab=projects&q=${run}`, [
      appFields.name,
      draftFields.name,
      `de ${developer.name}`,
      rejection,
    ]);
    await expectInert(watched, `/admin-dashboard?tab=users&q=${encodeURIComponent(user.email)}`, [
      user.name,
      user.email,
    ]);
    await expectInert(watched, `/admin-dashboard?tab=users&q=${encodeURIComponent(developer.email)}`, [
      developer.name,
    ]);
    await expectInert(watched, '/admin-dashboard?tab=reports', [deletionReason, draftFields.name, rejection]);
    await expectInert(watched, '/admin-dashboard?tab=requests', [
      customRequest.name,
      ...Object.values(XSS),
      customRequest.sharedUrl,
    ]);
    // The admin's own copy of the app page shows the comments too.
    await expectInert(watched, `/app/${app.slug}`, [appFields.name, comments.developer]);
    await watched.context.close();
  });

  it('in the developer’s dashboard, app list (reviewer note, refused deletion) and edit form', async () => {
    const pending = await call<{ id: string; projectId: string }[]>(200, '/api/admin/deletion-requests', {
      token: adminToken,
    });
    const request = pending.find((item) => item.projectId === draft.id);
    expect(request).toBeDefined();
    await call(200, `/api/admin/deletion-requests/${request?.id}`, {
      method: 'PUT',
      token: adminToken,
      json: { decision: 'REFUSE', note: refusalNote },
    });

    const watched = await watchedPage();
    await loginThroughUi(watched.page, { ...developer, type: 'developer' });
    await expectInert(watched, '/developer-dashboard', [`Hola, ${developer.name}.`]);
    await expectInert(watched, '/developer-dashboard?tab=apps', [
      appFields.name,
      draftFields.name,
      lower(XSS.script),
      rejection,
      refusalNote,
    ]);
    await expectInert(
      watched,
      `/edit-project/${app.id}`,
      [lower(XSS.mustache), lower(XSS.jsUrl)],
      [
        { label: 'Nombre de la app', value: appFields.name },
        { label: 'Descripción corta', value: appFields.shortDescription },
        { label: 'Descripción completa', value: appFields.description },
        { label: 'Público objetivo', value: appFields.targetAudience },
      ],
    );
    await watched.context.close();
  });

  // Last: the refused changes it leaves make the edit form open with them.
  it('in the admin’s review of a published app’s changes, and in the refusal its developer reads', async () => {
    const edited = await call<{ name: string; pendingRevision: { status: string } }>(
      200,
      `/api/project/${app.id}`,
      { method: 'PUT', token: developerToken, json: changedFields },
    );
    expect(edited.name).toBe(appFields.name);
    expect(edited.pendingRevision.status).toBe('PENDING');

    const watched = await watchedPage();
    await adminLogin(watched.page);
    await expectInert(watched, '/admin-dashboard', [
      changedFields.name,
      changedFields.shortDescription,
      lower(XSS.alertScript),
      changedFields.documentationUrl,
    ]);
    await watched.context.close();

    const revisions = await call<{ id: string; projectId: string }[]>(200, '/api/admin/revisions', {
      token: adminToken,
    });
    const revision = revisions.find((item) => item.projectId === app.id);
    expect(revision).toBeDefined();
    await call(200, `/api/admin/revisions/${revision?.id}`, {
      method: 'PUT',
      token: adminToken,
      json: { decision: 'REFUSE', note: changesRefusal },
    });

    const owner = await watchedPage();
    await loginThroughUi(owner.page, { ...developer, type: 'developer' });
    await expectInert(owner, '/developer-dashboard?tab=apps', [appFields.name, changesRefusal]);
    await expectInert(
      owner,
      `/edit-project/${app.id}`,
      [changesRefusal],
      [{ label: 'Nombre de la app', value: changedFields.name }],
    );
    await owner.context.close();
  });
});

// ---- Content-Security-Policy ----

/** The directives of a CSP header, by name. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe('Content-Security-Policy', () => {
  const pages = () => [
    '/',
    '/about',
    '/store',
    `/store?q=${encodeURIComponent(XSS.script)}`,
    `/app/${app.slug}`,
    `/developer/${developer.id}/apps`,
    `/project/${app.id}`,
    '/login',
    '/admin-login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/solicitud-app',
    '/payment-result',
    `/checkout/${app.id}`,
    '/user-dashboard',
    '/user-profile',
    '/developer-dashboard',
    '/add-project',
    `/edit-project/${app.id}`,
    '/admin-dashboard',
    '/esta-pagina-no-existe',
    `/${encodeURIComponent(XSS.script)}`,
  ];
  // Addresses no screen answers: the server renders the not-found page with its status.
  const missing = new Set(['/esta-pagina-no-existe', `/${encodeURIComponent(XSS.script)}`]);
  // Data the browser never runs: the rendered page's data and an app's JSON-LD.
  const DATA_BLOCK = /\btype="application\/(ld\+)?json"/;

  it('every page answers with a policy that forbids inline script, eval, plugins and framing', async () => {
    for (const path of pages()) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(missing.has(path) ? 404 : 200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const header = response.headers.get('content-security-policy');
      expect(header, `CSP on ${path}`).toBeTruthy();
      const csp = parseCsp(header ?? '');
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      expect(scripts, `script-src on ${path}`).toBeDefined();
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      for (const wide of ['*', 'data:', 'http:', 'https:', 'blob:'])
        expect(scripts, path).not.toContain(wide);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      // The page itself carries no inline script the policy would have to allow.
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes, body]) =>
          !/\bsrc=/.test(attributes ?? '') &&
          !DATA_BLOCK.test(attributes ?? '') &&
          (body ?? '').trim() !== '',
      );
      expect(inline, `inline scripts in ${path}`).toEqual([]);
    }
    // API answers carry it too (a JSON error opened in a tab is not a page to script).
    const apiError = await fetch(`${baseUrl()}/api/project/${encodeURIComponent(XSS.script)}`);
    expect(apiError.headers.get('content-security-policy')).toBeTruthy();
    expect(apiError.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('holds in Chromium: script and handlers injected into the live page do not run', async () => {
    for (const path of [
      '/',
      '/store',
      `/app/${app.slug}`,
      '/login',
      '/solicitud-app',
      '/esta-pagina-no-existe',
    ]) {
      const { page, context, errors } = await newPage(browser);
      await page.goto(path);
      await page.locator('main, form').first().waitFor();
      const result = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1';
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.__inlineHandler = 1');
        image.src = '/no-existe.png';
        document.body.append(image);
        await new Promise((resolve) => setTimeout(resolve, 300));
        let evalRan = false;
        try {
          // biome-ignore lint/security/noGlobalEval: proving that the policy blocks eval.
          evalRan = globalThis.eval('1 + 1') === 2;
        } catch {
          evalRan = false;
        }
        return { inline: window.__inline, handler: window.__inlineHandler, evalRan };
      });
      expect(result, path).toEqual({ inline: undefined, handler: undefined, evalRan: false });
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});

// ---- SQL metacharacters ----

const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "%' OR '1'='1",
  "'; DROP TABLE projects; --",
  '\\',
  '%_%',
  ')) OR ((1=1',
  '" OR ""="',
  "1' UNION SELECT id, email, password_hash FROM users --",
  "'; SELECT pg_sleep(30); --",
];

const storeTotal = async () =>
  (await call<TStorePage>(200, '/api/project/simplified?page=0&size=12')).totalElements;

describe('SQL metacharacters change nothing', () => {
  it('in the store search, its category and page, and the admin searches', async () => {
    const total = await storeTotal();
    expect(total).toBeGreaterThan(1);
    for (const payload of SQL_PAYLOADS) {
      const started = Date.now();
      const answer = await call<TStorePage>(
        200,
        `/api/project/simplified?page=0&size=48&q=${encodeURIComponent(payload)}`,
      );
      // An upper bound, well under the 30 s an injected pg_sleep would take, and far above a slow
      // machine's search.
      expect(Date.now() - started, `time for ${payload}`).toBeLessThan(20_000);
      expect(answer.totalElements, payload).toBeLessThan(total);
      // Only genuine matches, by the same rules the server documents (name and short description).
      for (const project of answer.projects) {
        expect(
          matchesSearch(payload, project.name, project.shortDescription),
          `${payload} → ${project.name}`,
        ).toBe(true);
      }

      const category = await api<TStorePage | TErrorBody>(
        `/api/project/simplified?page=0&size=12&category=${encodeURIComponent(payload)}`,
      );
      if (category.status === 200) expect((category.data as TStorePage).totalElements, payload).toBe(0);
      else expect(category.status, payload).toBe(400);

      const page = await api<TErrorBody>(
        `/api/project/simplified?page=${encodeURIComponent(payload)}&size=12`,
      );
      expect(page.status, payload).toBe(400);
      expect(page.data.code).toBe('VALIDATION_ERROR');

      const adminProjects = await call<{ totalElements: number }>(
        200,
        `/api/admin/projects?q=${encodeURIComponent(payload)}`,
        { token: adminToken },
      );
      const allProjects = await call<{ totalElements: number }>(200, '/api/admin/projects', {
        token: adminToken,
      });
      expect(adminProjects.totalElements, payload).toBeLessThan(allProjects.totalElements);
      const adminUsers = await call<{ totalElements: number }>(
        200,
        `/api/admin/users?q=${encodeURIComponent(payload)}`,
        { token: adminToken },
      );
      // No account's name or email starts with these characters: a LIKE wildcard is taken literally.
      expect(adminUsers.totalElements, payload).toBe(0);
    }
  });

  it('as a project id: a 404, 400 or 414 with the shared error body', async () => {
    for (const payload of [...SQL_PAYLOADS, `${app.id}' OR '1'='1`, "'".repeat(201)]) {
      for (const path of [
        `/api/project/${encodeURIComponent(payload)}`,
        `/api/project/developer/${encodeURIComponent(payload)}`,
      ]) {
        const answer = await api<TErrorBody>(path);
        // An id longer than the router's parameter limit is refused before any route runs (414).
        const refusals = payload.length > 100 ? [414] : [400, 404];
        expect(refusals, `${path} → ${answer.status}`).toContain(answer.status);
        const shown = `${path} → ${answer.status} ${JSON.stringify(answer.data)}`;
        expect(typeof answer.data.error?.code, shown).toBe('string');
        expect(typeof answer.data.error?.message, shown).toBe('string');
        expect(answer.data.code, shown).toBe(answer.data.error.code);
        expect(answer.data.message, shown).toBe(answer.data.error.message);
        // Nothing of the database shows through.
        expect(JSON.stringify(answer.data), path).not.toMatch(/syntax|postgres|sql|relation|column|stack/i);
      }
    }
  });

  it('afterwards the catalogue is whole and the app page loads; the search box shows its empty state', async () => {
    const before = await storeTotal();
    const payload = "'; DROP TABLE projects; --";
    await api(`/api/project/simplified?q=${encodeURIComponent(payload)}`);
    expect(await storeTotal()).toBe(before);
    const detail = await call<{ name: string; comments: { text: string }[] }>(
      200,
      `/api/project/${app.slug}`,
    );
    expect(detail.name).toBe(appFields.name);
    // The SQL in a comment was stored as text and nothing was deleted.
    expect(detail.comments.map((c) => c.text)).toEqual(
      expect.arrayContaining([comments.sql, ...comments.user]),
    );

    const watched = await watchedPage();
    await expectInert(watched, `/app/${app.slug}`, [appFields.name, comments.sql]);
    await watched.page.goto('/store');
    const search = watched.page.getByRole('searchbox', { name: 'Buscar apps' });
    await search.fill(payload);
    await search.press('Enter');
    await watched.page.waitForURL((url) => url.searchParams.get('q') === payload);
    await watched.page.getByText('Ninguna app coincide con tu búsqueda').waitFor();
    await watched.page.getByText(`No encontramos ninguna app que se ajuste a «${payload}»`).waitFor();
    expect(await watched.page.getByText('No pudimos cargar la tienda').count()).toBe(0);
    expect(watched.errors).toEqual([]);
    await watched.context.close();
  });
});
