import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newPage } from '../support/browser';
import { loginAdminThroughUi, loginThroughUi } from '../support/flows';
import { pushJourneyApp } from '../support/hosted-builds';

/**
 * Versions of an app: its developer adds one from the repository in the Versiones screen and
 * watches it import (a wrong branch fails with its reason), an admin approves it from the
 * projects tab, and it becomes the version the app's own origin serves.
 */
const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const REPOSITORY = 'https://github.com/carlosmendoza/lista-de-compras';
const name = `Lista Compartida ${Date.now().toString(36)}`;

let browser: Browser;
let projectId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CARLOS),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${baseUrl()}/api/project/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      shortDescription: 'La lista de la compra de toda la casa, siempre al día.',
      description: 'Una lista de la compra compartida: cada uno añade lo que falta y la marca al comprarlo.',
      price: 3.5,
      category: 'PRODUCTIVITY_TOOLS',
      tags: ['compras', 'hogar'],
      keywords: ['lista', 'compra', 'despensa'],
      targetAudience: 'Familias y pisos compartidos',
      sourceCodeUrl: REPOSITORY,
      supportEmail: 'ayuda@lista-compartida.net',
      mainImage: 'https://lista.example-apps.net/portada.png',
      demoUrl: 'https://lista.example-apps.net/app',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  projectId = ((await created.json()) as { id: string }).id;
  await pushJourneyApp(REPOSITORY);
});
afterAll(async () => {
  await browser.close();
});

describe('versions of an app', () => {
  it('the developer adds one, an admin approves it, and the app serves it', async () => {
    const developer = await newPage(browser);
    await loginThroughUi(developer.page, CARLOS);
    await developer.page.goto('/developer-dashboard?tab=apps');
    await developer.page.getByRole('link', { name: `Versiones de ${name}` }).click();
    await developer.page.waitForURL((url) => url.pathname === `/project-versions/${projectId}`);
    await developer.page.getByText('Esta app de pago aún no tiene una versión aprobada.').waitFor();

    const form = developer.page.getByRole('region', { name: 'Añadir versión' });
    const add = async (version: string, ref: string) => {
      await form.getByRole('textbox', { name: 'Versión', exact: true }).fill(version);
      await form.getByRole('radio', { name: /Rama, etiqueta o commit/ }).check();
      await form.getByRole('textbox', { name: 'Rama, etiqueta o commit' }).fill(ref);
      await form.getByRole('textbox', { name: 'Carpeta' }).fill('dist');
      await form.getByRole('button', { name: 'Añadir versión' }).click();
      await developer.page.getByText(`Versión ${version} añadida: la estamos importando.`).first().waitFor();
    };

    // A branch the repository does not have: the import fails and says why.
    await add('0.9.0', 'rama-que-no-existe');
    await developer.page
      .getByText('La rama, etiqueta o commit «rama-que-no-existe» no existe en el repositorio.')
      .waitFor({ timeout: 20_000 });

    await add('1.0.0', 'main');
    await developer.page.getByText('Lista, en revisión').first().waitFor({ timeout: 20_000 });
    await expectAccessible(developer.page, '/project-versions');

    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    await admin.page.goto('/admin-dashboard?tab=projects');
    const review = admin.page.getByRole('region', { name: 'Versiones en revisión' });
    await review.getByRole('button', { name: `Ver los archivos de «${name}» 1.0.0` }).click();
    const files = admin.page.getByRole('dialog', { name: `Archivos de «${name}» 1.0.0` });
    await files.getByText('index.html').waitFor();
    await files.getByText('app.js').waitFor();
    await files.getByRole('button', { name: 'Cerrar' }).first().click();
    await expectAccessible(admin.page, '/admin-dashboard with versions in review');
    await review.getByRole('button', { name: `Aprobar «${name}» 1.0.0` }).click();
    await admin.page.getByText(`Versión 1.0.0 de «${name}» aprobada: la app ya la sirve.`).waitFor();

    await developer.page.reload();
    await developer.page.getByText('Actual', { exact: true }).waitFor();
    expect(
      await developer.page.getByText('Esta app de pago aún no tiene una versión aprobada.').count(),
    ).toBe(0);

    // Its developer opens it on its own origin: the journey app's script ran there.
    const [app] = await Promise.all([
      developer.context.waitForEvent('page'),
      developer.page
        .getByRole('button', { name: 'Abrir la versión 1.0.0 (se abre en una pestaña nueva)' })
        .click(),
    ]);
    await app.getByRole('heading', { name: 'App de la prueba' }).waitFor();
    expect(new URL(app.url()).hostname).toMatch(/\.apps\.localhost$/);
    await app.getByText(/^guardado en .+\.apps\.localhost:\d+$/).waitFor();

    expect(developer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await developer.context.close();
    await admin.context.close();
  });
});
