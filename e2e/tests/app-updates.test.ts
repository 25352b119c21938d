import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zipBytes } from '../../apps/server/test/archive-fixtures';
import { baseUrl, expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { buyInTestMode, loginAdminThroughUi, loginThroughUi, registerUserThroughUi } from '../support/flows';

/**
 * An update of a bought app never breaks it: the owner opens build 1, the developer adds build 2
 * (its notes typed in "Añadir versión") whose app.js changed under the same name, an admin
 * approves it after reading its notes, and a reload runs the new script with the app's saved data
 * still there (one build's files never mix with another's in the browser). The app's page tells
 * what is new (rendered on the server); the owner opens the old version again from "Versiones" on
 * their purchase, on the same origin, their data still there.
 */
const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const stamp = Date.now().toString(36);
const OWNER = 'carlosmendoza';
const REPO = `notas-del-dia-${stamp}`;
const NAME = `Notas del Día ${stamp}`;
const RELEASE_NOTES = 'Primera versión publicada.\nGuía de uso: https://notas-del-dia.example.net/guia';
const NEW_NOTES = 'Ahora cuenta tus visitas.\nMás detalles en https://notas-del-dia.example.net/2-0';

/** The app: a page (the same in both builds) and a script that counts visits in its storage. */
const INDEX =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Notas del día</title>' +
  '<script src="app.js" defer></script></head><body><h1>Notas del día</h1>' +
  '<p id="version"></p><p id="visits"></p></body></html>';
const script = (version: number) =>
  "var n = Number(localStorage.getItem('visitas') || 0) + 1; localStorage.setItem('visitas', String(n));" +
  `document.getElementById('version').textContent = 'Versión ${version} de la app';` +
  "document.getElementById('visits').textContent = 'Visitas guardadas: ' + n;";

let browser: Browser;
let projectId: string;
let slug: string;
const buyer = { name: 'Marta Ibáñez', email: uniqueEmail('marta'), password: 'clave-segura-1' };

async function api<T>(path: string, token: string | null, method = 'GET', json?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const signIn = async (email: string, password: string, type: string) =>
  (await api<{ token: string }>('/auth/login', null, 'POST', { email, password, type })).token;

/** The fake GitHub over HTTP: the repository's files at a ref, or a release with its description. */
async function fakeGithub(path: 'repo-files' | 'release', body: unknown) {
  const response = await fetch(`${inject('githubUrl')}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake GitHub refused ${path}: ${response.status}`);
}

async function waitReady(buildId: string, token: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const build = await api<{ status: string; failure: unknown }>(`/builds/${buildId}`, token);
    if (build.status === 'READY') return;
    if (build.status === 'FAILED') throw new Error(`build failed: ${JSON.stringify(build.failure)}`);
    if (Date.now() > deadline) throw new Error(`build still ${build.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The app's own tab, opened by a launch button: it shows which version runs and the visits kept. */
async function openedApp(page: Page, click: () => Promise<unknown>) {
  const [app] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await app.getByRole('heading', { name: 'Notas del día' }).waitFor();
  return app;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Build 1 comes from a GitHub release: its description becomes the version's notes.
  await fakeGithub('repo-files', { owner: OWNER, repo: REPO, ref: 'v1.0.0', files: { 'README.md': '# v1' } });
  const zip = await zipBytes([
    { name: 'index.html', content: INDEX },
    { name: 'app.js', content: script(1) },
  ]);
  await fakeGithub('release', {
    owner: OWNER,
    repo: REPO,
    tag: 'v1.0.0',
    assets: [{ name: 'notas.zip', base64: zip.toString('base64') }],
    body: RELEASE_NOTES,
  });
  const carlos = await signIn(CARLOS.email, CARLOS.password, CARLOS.type);
  const admin = await signIn('admin@vitrina.app', 'Admin1234!', 'admin');
  const created = await api<{ id: string }>('/project/create', carlos, 'POST', {
    name: NAME,
    shortDescription: 'Apunta lo importante del día y llévalo contigo.',
    description: 'Unas notas sencillas para el día a día: escribe, marca y vuelve a ellas cuando quieras.',
    price: 2.5,
    category: 'PRODUCTIVITY_TOOLS',
    tags: ['notas', 'diario'],
    keywords: ['notas', 'apuntes', 'día'],
    targetAudience: 'Quien quiera tener sus notas a mano',
    sourceCodeUrl: `https://github.com/${OWNER}/${REPO}`,
    supportEmail: 'ayuda@notas-del-dia.example.net',
    mainImage: 'https://notas-del-dia.example.net/portada.png',
    demoUrl: 'https://notas-del-dia.example.net/app',
  });
  projectId = created.id;
  const build = await api<{ id: string }>(`/project/${projectId}/builds`, carlos, 'POST', {
    version: '1.0.0',
    source: { kind: 'release', tag: 'v1.0.0' },
  });
  await waitReady(build.id, carlos);
  await api(`/admin/builds/${build.id}/approve`, admin, 'POST');
  await api(`/project/${projectId}`, admin, 'PUT', { status: 'PUBLISHED' });
  slug = (await api<{ slug: string }>(`/project/${projectId}`, null)).slug;
});
afterAll(async () => {
  await browser.close();
});

describe('an update of a bought app', () => {
  it('runs the new script after a reload, keeps the saved data, and opens the old version from Versiones', async () => {
    const owner = await newPage(browser);
    await registerUserThroughUi(owner.page, buyer);
    await buyInTestMode(owner.page, slug, NAME);

    // Build 1, opened from the app's page: its script runs and keeps a visit.
    await owner.page.goto(`/app/${slug}`);
    const first = await openedApp(owner.page, () =>
      owner.page.getByRole('button', { name: 'Abrir app' }).click(),
    );
    await first.getByText('Versión 1 de la app').waitFor();
    await first.getByText('Visitas guardadas: 1').waitFor();

    // The developer adds build 2 in "Añadir versión", with its notes: app.js changed, same name.
    await fakeGithub('repo-files', {
      owner: OWNER,
      repo: REPO,
      ref: 'v2',
      files: { 'dist/index.html': INDEX, 'dist/app.js': script(2) },
    });
    const developer = await newPage(browser);
    await loginThroughUi(developer.page, CARLOS);
    await developer.page.goto(`/project-versions/${projectId}`);
    // Build 1's notes were taken from its GitHub release.
    await developer.page.getByText('Primera versión publicada.').waitFor();
    const form = developer.page.getByRole('region', { name: 'Añadir versión' });
    await form.getByRole('textbox', { name: 'Versión', exact: true }).fill('2.0.0');
    await form.getByRole('radio', { name: /Rama, etiqueta o commit/ }).check();
    await form.getByRole('textbox', { name: 'Rama, etiqueta o commit' }).fill('v2');
    await form.getByRole('textbox', { name: 'Carpeta' }).fill('dist');
    await form.getByLabel('Notas de la versión').fill('Ahora cuenta tus visitas.');
    await form.getByRole('button', { name: 'Añadir versión' }).click();
    await developer.page.getByText('Lista, en revisión').first().waitFor({ timeout: 20_000 });
    // Its notes may still change before the review.
    await developer.page.getByRole('button', { name: 'Editar las notas de la versión 2.0.0' }).click();
    const notesDialog = developer.page.getByRole('dialog', { name: 'Notas de la versión 2.0.0' });
    await notesDialog.getByLabel('Notas de la versión').fill(NEW_NOTES);
    await notesDialog.getByRole('button', { name: 'Guardar notas' }).click();
    await developer.page.getByText('Notas de la versión 2.0.0 guardadas.').waitFor();
    await expectAccessible(developer.page, '/project-versions with release notes');

    // The admin reads the notes in review, then approves.
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    await admin.page.goto('/admin-dashboard?tab=projects');
    const review = admin.page.getByRole('region', { name: 'Versiones en revisión' });
    const card = review.getByRole('listitem').filter({ hasText: NAME });
    await card.getByText('Ahora cuenta tus visitas.').waitFor();
    const link = card.getByRole('link', { name: /notas-del-dia\.example\.net\/2-0/ });
    expect(await link.getAttribute('rel')).toBe('noopener nofollow ugc');
    expect(await link.getAttribute('href')).toBe('https://notas-del-dia.example.net/2-0');
    await card.getByRole('button', { name: `Aprobar «${NAME}» 2.0.0` }).click();
    await admin.page.getByText(`Versión 2.0.0 de «${NAME}» aprobada: la app ya la sirve.`).waitFor();

    // A reload of the open app runs build 2's script (not a kept copy of build 1's), and the
    // visits saved by build 1 are still there.
    await first.reload();
    await first.getByText('Versión 2 de la app').waitFor();
    await first.getByText('Visitas guardadas: 2').waitFor();

    // The owner hears of it in the product: the owners' worker writes the notice (quoting the
    // notes' first lines), the bell counts it, and the notice leads to the app's page.
    await expect
      .poll(
        async () => {
          await owner.page.goto('/notices');
          return owner.page
            .getByRole('listitem')
            .filter({ hasText: `Nueva versión de «${NAME}»` })
            .count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await owner.page
      .getByRole('banner')
      .getByRole('link', { name: /^Notificaciones: \d+ sin leer$/ })
      .waitFor();
    const notice = owner.page.getByRole('listitem').filter({ hasText: `Nueva versión de «${NAME}»` });
    await notice.getByText('Ahora cuenta tus visitas.', { exact: false }).waitFor();
    await notice.getByRole('link', { name: `Ver: Nueva versión de «${NAME}»` }).click();
    await owner.page.waitForURL((url) => url.pathname === `/app/${slug}`);

    // The app's page tells what is new, and keeps build 1 in its history.
    const news = owner.page.getByRole('region', { name: 'Novedades' });
    await news.getByRole('heading', { name: 'Versión 2.0.0' }).waitFor();
    await news.getByText('Ahora cuenta tus visitas.').waitFor();
    await news.getByRole('heading', { name: 'Versión 1.0.0' }).waitFor();
    await news.getByText('Primera versión publicada.').waitFor();
    await expectAccessible(owner.page, '/app page with its news');

    // "Versiones" on the purchase: the old version opens on the same origin, its data still there.
    await owner.page.goto('/user-dashboard');
    await owner.page.getByRole('button', { name: `Versiones de ${NAME}` }).click();
    const old = await openedApp(owner.page, () =>
      owner.page
        .getByRole('button', { name: `Abrir la versión 1.0.0 de ${NAME} (se abre en una pestaña nueva)` })
        .click(),
    );
    await old.getByText('Versión 1 de la app').waitFor();
    await old.getByText('Visitas guardadas: 3').waitFor();
    expect(new URL(old.url()).origin).toBe(new URL(first.url()).origin);
    await expectAccessible(owner.page, '/user-dashboard with versions');

    // "Abrir" opens the current version again.
    const current = await openedApp(owner.page, () =>
      owner.page.getByRole('button', { name: `Abrir ${NAME} (se abre en una pestaña nueva)` }).click(),
    );
    await current.getByText('Versión 2 de la app').waitFor();
    await current.getByText('Visitas guardadas: 4').waitFor();

    expect(owner.errors).toEqual([]);
    expect(developer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await owner.context.close();
    await developer.context.close();
    await admin.context.close();
  });

  it("tells what is new on the app's page before any script runs, with its version in the structured data", async () => {
    for (const [query, title] of [
      ['', />Novedades</],
      ['?lang=en', />What(&#x27;|')s new</],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}/app/${slug}${query}`)).text();
      expect(html).toMatch(title);
      expect(html).toContain('Ahora cuenta tus visitas.');
      expect(html).toContain('Primera versión publicada.');
      expect(html).toContain('rel="noopener nofollow ugc"');
      const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1] ?? '{}';
      const data = JSON.parse(jsonLd) as { softwareVersion?: string; dateModified?: string };
      expect(data.softwareVersion).toBe('2.0.0');
      expect(Number.isNaN(Date.parse(data.dateModified ?? ''))).toBe(false);
    }
  });

  it('shows markup and script addresses in notes as text, never running them', async () => {
    const payload =
      '<img src=x onerror="window.__notesRan=1"><script>window.__notesRan=1</script>\n' +
      'javascript:window.__notesRan=1 [clic](javascript:window.__notesRan=1)';
    await fakeGithub('repo-files', {
      owner: OWNER,
      repo: REPO,
      ref: 'v3',
      files: { 'dist/index.html': INDEX, 'dist/app.js': script(3) },
    });
    const carlos = await signIn(CARLOS.email, CARLOS.password, CARLOS.type);
    const build = await api<{ id: string }>(`/project/${projectId}/builds`, carlos, 'POST', {
      version: '3.0.0',
      source: { kind: 'ref', ref: 'v3', folder: 'dist' },
      releaseNotes: payload,
    });
    await waitReady(build.id, carlos);
    const admin = await newPage(browser);
    let dialogs = 0;
    admin.page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await loginAdminThroughUi(admin.page);
    await admin.page.goto('/admin-dashboard?tab=projects');
    const card = admin.page
      .getByRole('region', { name: 'Versiones en revisión' })
      .getByRole('listitem')
      .filter({ hasText: NAME });
    await card.getByText('<img src=x onerror="window.__notesRan=1">', { exact: false }).waitFor();
    expect(await card.locator('img[src="x"], script').count()).toBe(0);
    expect(await card.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await admin.page.evaluate(() => (window as { __notesRan?: number }).__notesRan)).toBeUndefined();
    expect(dialogs).toBe(0);
    await card.getByRole('button', { name: `Rechazar «${NAME}» 3.0.0` }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Rechazar versión' });
    await reject.getByRole('textbox').fill('Las notas no explican los cambios.');
    await reject.getByRole('button', { name: 'Rechazar versión' }).click();
    await reject.waitFor({ state: 'hidden' });
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('shows its versions and what is new in Spanish and English, on a phone and a wide screen', async () => {
    const labels = {
      es: { news: 'Novedades', toggle: `Versiones de ${NAME}`, open: 'Abrir v1.0.0', current: 'Actual' },
      en: { news: "What's new", toggle: `Versions of ${NAME}`, open: 'Open v1.0.0', current: 'Current' },
    };
    for (const lang of ['es', 'en'] as const) {
      for (const width of [390, 1280]) {
        const text = labels[lang];
        const owner = await newPage(browser, { lang, width });
        await loginThroughUi(owner.page, buyer, lang);
        await owner.page.goto(`/app/${slug}`);
        const news = owner.page.getByRole('region', { name: text.news });
        await news.getByText(text.current, { exact: true }).waitFor();
        await news.getByText('Ahora cuenta tus visitas.').waitFor();
        await owner.page.goto('/user-dashboard');
        await owner.page.getByRole('button', { name: text.toggle }).click();
        const versions = owner.page.getByRole('region', { name: text.toggle });
        await versions.getByText(text.open).waitFor();
        await versions.getByText(text.current, { exact: true }).waitFor();
        // Nothing spills out of the screen.
        const overflow = await owner.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
        expect(owner.errors).toEqual([]);
        await owner.context.close();
      }
    }
  });
});
