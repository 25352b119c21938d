import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { fillProjectForm, loginAdminThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';

/**
 * GitHub down while someone registers as a developer and publishes: nothing is refused or lost,
 * the developer and the admin see the checks pending (the approval waits), and once GitHub is back
 * the server's background check passes them on its own. The fake GitHub and the server are shared
 * with every other journey: the outage is always ended, whatever happens here.
 */
const githubUrl = () => inject('githubUrl');

async function fakeGithub(action: 'outage' | 'recover') {
  const response = await fetch(`${githubUrl()}/__fake/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: action === 'outage' ? JSON.stringify({ mode: 'status', status: 503 }) : '',
  });
  expect(response.ok, `fake GitHub ${action}`).toBe(true);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Never leave the shared fake down for the journeys that follow.
  await fakeGithub('recover');
  await browser.close();
});

const name = `Agenda sin conexión ${Date.now().toString(36)}`;
const PENDING_TITLE = 'Comprobación de GitHub pendiente';

/** Reloads until `done` holds, for at most `ms` (the server's worker re-checks in the background). */
async function reloadUntil(page: Page, done: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(`still not done after ${ms} ms`);
    await page.waitForTimeout(1000);
  }
}

describe('GitHub unreachable', () => {
  it('a developer registers and publishes while GitHub is down; the checks wait, the admin sees them, and they pass once GitHub is back', async () => {
    const developer = await newPage(browser);
    const admin = await newPage(browser);
    const { page } = developer;
    try {
      await fakeGithub('outage');

      // Registration is kept, and the developer is told in plain words.
      await page.goto('/register');
      await page.locator('label', { hasText: 'Desarrollador' }).click();
      await page.getByLabel('Nombre completo').fill('Sara Sexto');
      await page.getByLabel('Email').fill(uniqueEmail('sara'));
      await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
      await page.getByLabel('Confirmar contraseña').fill('clave-segura-1');
      await page
        .getByLabel('PayPal Merchant ID')
        .fill(`ss${Date.now().toString(36)}`.padEnd(13, '0').slice(0, 13));
      await page.getByLabel('Perfil de GitHub').fill('github.com/sexta-dev');
      await page.getByRole('button', { name: 'Crear cuenta de desarrollador' }).click();
      await page.getByText('GitHub no responde en este momento').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/developer-dashboard');
      const notice = page.getByRole('region', { name: PENDING_TITLE });
      await notice.getByText('Tu perfil de GitHub (github.com/sexta-dev) aún no está comprobado').waitFor();

      // The app is saved too, its repository check pending.
      await page.goto('/add-project');
      await fillProjectForm(page, {
        name,
        price: '0',
        repository: 'sexta-dev/agenda-sin-conexion',
        site: 'https://agenda.example-apps.net',
      });
      await page.getByRole('button', { name: 'Publicar' }).click();
      await page.getByText(`«${name}» está guardada. GitHub no responde en este momento`).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/developer-dashboard');
      await notice.getByText(`El repositorio de «${name}»`).waitFor();
      await expectAccessible(page, '/developer-dashboard with pending GitHub checks');

      // The admin sees both checks, and the app cannot be approved yet, with the reason.
      await loginAdminThroughUi(admin.page);
      const checks = admin.page.getByRole('region', { name: 'Comprobaciones de GitHub pendientes' });
      await checks.getByText('github.com/sexta-dev', { exact: true }).waitFor();
      await checks.getByText('https://github.com/sexta-dev/agenda-sin-conexion', { exact: true }).waitFor();
      await checks.getByText('De Sara Sexto', { exact: true }).waitFor();
      await checks.getByText('GitHub dio un error').first().waitFor();
      await admin.page.goto(`/admin-dashboard?tab=projects&q=${encodeURIComponent(name)}`);
      const card = admin.page.getByRole('listitem', { name });
      await card.getByText(PENDING_TITLE, { exact: true }).waitFor();
      await card.getByText('Aún no se puede aprobar: GitHub no ha confirmado').waitFor();
      expect(await card.getByRole('button', { name: `Aprobar ${name}` }).isDisabled()).toBe(true);
      await expectAccessible(admin.page, '/admin-dashboard with pending GitHub checks');
    } finally {
      await fakeGithub('recover');
    }

    // GitHub is back: the background check passes on its own and the notices go away.
    await reloadUntil(
      page,
      async () => (await page.getByRole('region', { name: PENDING_TITLE }).count()) === 0,
      90_000,
    );
    // The profile's check and the repository's pass one after the other: wait for both, the
    // project's card shown and without its notice.
    const card = admin.page.getByRole('listitem', { name });
    await reloadUntil(
      admin.page,
      async () =>
        ((await admin.page.getByRole('region', { name: 'Comprobaciones de GitHub pendientes' }).count()) ===
          0 ||
          (await admin.page.getByText('github.com/sexta-dev', { exact: true }).count()) === 0) &&
        (await card.count()) === 1 &&
        (await card.getByText(PENDING_TITLE, { exact: true }).count()) === 0,
      30_000,
    );
    await giveApprovedBuild({ name });
    await card.getByRole('button', { name: `Aprobar ${name}` }).click();
    await admin.page.getByText(`«${name}» aprobado`).waitFor();
    expect(developer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await developer.context.close();
    await admin.context.close();
  }, 180_000);
});
