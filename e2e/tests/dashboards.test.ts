import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { fillProjectForm, loginThroughUi, registerUserThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';

/**
 * The review flow and both dashboards, as one story: a developer publishes, an admin rejects with
 * a reason, the developer fixes and resubmits, the admin approves; a visit and a sale reach the
 * developer's analytics; the developer asks to delete the app and the admin accepts.
 */
let browser: Browser;
let developer: { page: Page; context: BrowserContext; errors: string[] };
let admin: { page: Page; context: BrowserContext; errors: string[] };
const name = `Lista de Compras ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  developer = await newPage(browser);
  await loginThroughUi(developer.page, {
    email: 'carlos.mendoza@vitrina.app',
    password: 'Demo1234!',
    type: 'developer',
  });
  admin = await newPage(browser);
  await admin.page.goto('/admin-login');
  await admin.page.getByLabel('Email').fill('admin@vitrina.app');
  await admin.page.getByLabel('Contraseña', { exact: true }).fill('Admin1234!');
  await admin.page.getByRole('button', { name: 'Entrar como administrador' }).click();
  await admin.page.waitForURL('**/admin-dashboard');
});
afterAll(async () => {
  await browser.close();
});

/** The admin's projects tab, narrowed to this story's app. */
async function adminFindsTheApp() {
  await admin.page.goto(`/admin-dashboard?tab=projects&q=${encodeURIComponent(name)}`);
  await admin.page.getByRole('heading', { name, level: 3 }).waitFor();
}

describe('review flow and dashboards', () => {
  it('a developer publishes; an admin rejects with a reason; the developer reads it, edits and resubmits; the admin approves; the app is in the store', async () => {
    const { page } = developer;
    await page.goto('/add-project');
    await page.getByRole('heading', { name: 'Publicar nueva app' }).waitFor();
    await fillProjectForm(page, {
      name,
      price: '4.75',
      repository: 'carlosmendoza/lista-de-compras',
      site: 'https://compras.example-apps.net',
    });
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.waitForURL((url) => url.pathname === '/developer-dashboard');

    await adminFindsTheApp();
    await admin.page.getByRole('button', { name: `Rechazar ${name}` }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Rechazar proyecto' });
    await reject.getByRole('button', { name: 'Rechazar proyecto' }).click();
    await reject.getByText('La razón del rechazo es obligatoria.').waitFor();
    await reject.getByLabel('Razón del rechazo').fill('Faltan capturas de pantalla de la app funcionando.');
    await reject.getByRole('button', { name: 'Rechazar proyecto' }).click();
    await admin.page.getByText(`«${name}» rechazado`).waitFor();

    await page.goto('/developer-dashboard?tab=apps');
    await page.getByText('Faltan capturas de pantalla de la app funcionando.').waitFor();
    await page.getByRole('link', { name: `Editar y reenviar ${name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/edit-project/'));
    await page.getByLabel('Descripción corta').fill('Tu lista de la compra compartida, con capturas nuevas.');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/developer-dashboard');
    await page.getByText(`Cambios guardados. «${name}» está en revisión.`).first().waitFor();

    await adminFindsTheApp();
    // A paid app is approved with a hosted build.
    await giveApprovedBuild({ name });
    await admin.page.getByRole('button', { name: `Aprobar ${name}` }).click();
    await admin.page.getByText(`«${name}» aprobado`).waitFor();
    await admin.page.goto('/admin-dashboard?tab=reports');
    await admin.page.getByText('Faltan capturas de pantalla de la app funcionando.').first().waitFor();
    await expectAccessible(admin.page, '/admin-dashboard reports');

    const visitor = await newPage(browser);
    await visitor.page.goto(`/store?q=${encodeURIComponent(name)}`);
    await visitor.page.getByRole('heading', { name, level: 3 }).waitFor();
    await visitor.context.close();
  });

  it('a visit and a sale made now show in the developer’s analytics', async () => {
    const buyer = await newPage(browser);
    await registerUserThroughUi(buyer.page, {
      name: 'Elena Paredes',
      email: uniqueEmail('compradora'),
      password: 'clave-segura-1',
    });
    await buyer.page.goto(`/store?q=${encodeURIComponent(name)}`);
    await buyer.page.getByRole('heading', { name, level: 3 }).waitFor();
    await buyer.page
      .getByRole('link', { name: new RegExp(`Ver Detalles.*${name}|Ver Detalles`) })
      .first()
      .click();
    await buyer.page.getByRole('heading', { name, level: 1 }).waitFor();
    await buyer.page.getByRole('link', { name: 'Comprar Ahora' }).click();
    await buyer.page.getByLabel('País').selectOption('EC');
    await buyer.page.getByRole('radio', { name: /PayPal/ }).check();
    await buyer.page.getByLabel('Acepto los términos y condiciones de compra').check();
    await buyer.page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    await buyer.page
      .getByRole('dialog', { name: 'Pago con PayPal' })
      .getByRole('button', { name: 'Aprobar pago de prueba' })
      .click();
    await buyer.page.getByRole('heading', { name: '¡Pago completado!' }).waitFor();
    await buyer.context.close();

    const { page } = developer;
    await page.goto('/developer-dashboard?tab=analytics&days=7');
    await page.locator('.recharts-surface').first().waitFor();
    await page.getByText('Ver los datos en tablas').click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    // The app's row (views, sales, revenue, conversion): the buyer's visit, one sale, its price.
    const [views, sales, revenue] = await row.getByRole('cell').allTextContents();
    expect(Number(views)).toBeGreaterThanOrEqual(1);
    expect(sales).toBe('1');
    expect(revenue).toBe('$4,75'); // Spanish writes money with a decimal comma
    await expectAccessible(page, '/developer-dashboard analytics');

    await page.goto('/developer-dashboard?tab=payouts');
    await page.getByRole('main').getByText(name).first().waitFor();
    expect(developer.errors).toEqual([]);
  });

  it('the developer asks to delete the paid app; the admin accepts and it is suspended', async () => {
    const { page } = developer;
    await page.goto('/developer-dashboard?tab=apps');
    await page.getByRole('button', { name: `Solicitar eliminación de ${name}` }).click();
    const ask = page.getByRole('dialog', { name: 'Solicitar eliminación' });
    await ask.getByLabel('Motivo de la eliminación').fill('Publicaré una versión nueva con otro nombre.');
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Eliminación solicitada').first().waitFor();

    await admin.page.goto('/admin-dashboard?tab=reports');
    await admin.page.getByText('Publicaré una versión nueva con otro nombre.').waitFor();
    await admin.page.getByRole('button', { name: `Aceptar la solicitud y suspender ${name}` }).click();
    const accept = admin.page.getByRole('dialog', { name: 'Aceptar solicitud de eliminación' });
    await accept.getByRole('button', { name: 'Aceptar y suspender' }).click();
    await admin.page.getByText(`Solicitud aceptada: «${name}» quedó suspendido.`).waitFor();

    await page.reload();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('Suspendido').first().waitFor();
    expect(await card.getByRole('link', { name: `Editar ${name}` }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });
});
