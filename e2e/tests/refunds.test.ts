import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { buyInTestMode, loginAdminThroughUi, registerUserThroughUi } from '../support/flows';
import { waitForMail } from '../support/mailbox';
import { apiLogin } from '../support/server-pages';

/**
 * The 30-day guarantee: a buyer asks for a refund from "Mis compras", an admin approves it, the
 * money goes back (the sandbox refunds at once) and with it the buyer's access: the purchase reads
 * refunded, the app page offers the purchase again and the hosted app refuses them.
 */
const SLUG = 'editor-de-fotos-pro';
const NAME = 'Editor de Fotos Pro';
const appOrigin = () => `http://${SLUG}.apps.localhost:${new URL(baseUrl()).port}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('refunds', () => {
  it('buy → ask for a refund → an admin approves → refunded, access gone, the purchase offered again', async () => {
    const buyerName = 'Tomás Rivera';
    const email = uniqueEmail('reembolso');
    // The developer last signed in in English: that is the language of their mails (whatever
    // journey signed them in before).
    await apiLogin('carlos.mendoza@vitrina.app', 'Demo1234!', 'developer', 'en');
    const buyer = await newPage(browser);
    await registerUserThroughUi(buyer.page, { name: buyerName, email, password: 'clave-segura-1' });
    await buyInTestMode(buyer.page, SLUG, NAME);

    // The app opens on its own origin before the refund.
    await buyer.page.goto(`/app/${SLUG}`);
    const [app] = await Promise.all([
      buyer.context.waitForEvent('page'),
      buyer.page.getByRole('button', { name: 'Abrir app' }).click(),
    ]);
    await app.waitForURL((url) => url.origin === appOrigin());
    await app.getByRole('heading', { name: NAME, level: 1 }).waitFor();

    // "Mis compras": the refund is asked for with a reason; a short one is refused in Spanish.
    await buyer.page.goto('/user-dashboard');
    await buyer.page.getByRole('button', { name: `Solicitar reembolso de ${NAME}` }).click();
    const ask = buyer.page.getByRole('dialog', { name: 'Solicitar reembolso' });
    await ask.getByLabel('Motivo').fill('No va');
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await ask.getByText('El motivo debe tener al menos 10 caracteres').waitFor();
    await ask.getByLabel('Motivo').fill('La app no abre mis fotos RAW, que era lo que necesitaba.');
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await ask.waitFor({ state: 'detached' });
    await buyer.page.getByText('Solicitado', { exact: true }).waitFor();
    expect(await buyer.page.getByRole('button', { name: `Solicitar reembolso de ${NAME}` }).count()).toBe(0);
    await expectAccessible(buyer.page, 'purchases with a refund requested');

    // The admin approves it in "Reembolsos".
    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    await admin.page.goto('/admin-dashboard?tab=refunds');
    await admin.page.getByRole('button', { name: `Aprobar el reembolso de ${NAME} a ${buyerName}` }).click();
    const approve = admin.page.getByRole('dialog', { name: 'Aprobar reembolso' });
    await approve.getByRole('button', { name: 'Aprobar y reembolsar $19,99' }).click();
    await admin.page.getByText('Reembolso completado').first().waitFor();
    await expectAccessible(admin.page, 'admin refund approved');

    // The buyer's purchase reads refunded, and nothing opens it.
    await buyer.page.reload();
    await buyer.page.getByText('Compra reembolsada: ya no tienes acceso').waitFor();
    await buyer.page.getByText('Reembolsado', { exact: true }).first().waitFor();
    // The app page offers the purchase again.
    await buyer.page.goto(`/app/${SLUG}`);
    await buyer.page.getByRole('link', { name: 'Comprar Ahora' }).waitFor();
    expect(await buyer.page.getByRole('button', { name: 'Abrir app' }).count()).toBe(0);
    // The hosted app, still open in its tab, refuses the next page.
    const refused = await app.reload();
    expect(refused?.status()).toBe(403);
    await app.getByRole('heading', { name: 'Esta app es de pago' }).waitFor();

    // Both the buyer (Spanish) and the developer (English) are told, each in their language.
    const receipt = await waitForMail(email, (mail) =>
      mail.subject.includes('reembolso de «Editor de Fotos Pro» completado'),
    );
    expect(receipt.htmlContent).toContain('$19.99 USD');
    const notice = await waitForMail('carlos.mendoza@vitrina.app', (mail) =>
      mail.subject.includes('a sale of “Editor de Fotos Pro” was refunded'),
    );
    expect(notice.textContent).toContain('Amount returned: $19.99');
    expect(buyer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await buyer.context.close();
    await admin.context.close();
  });

  it('a refused request: the admin gives a reason, the buyer reads it, keeps the app and cannot ask again', async () => {
    const buyerName = 'Elena Paredes';
    const buyer = await newPage(browser);
    await registerUserThroughUi(buyer.page, {
      name: buyerName,
      email: uniqueEmail('rechazo'),
      password: 'clave-segura-1',
    });
    await buyInTestMode(buyer.page, SLUG, NAME);
    await buyer.page.goto('/user-dashboard');
    await buyer.page.getByRole('button', { name: `Solicitar reembolso de ${NAME}` }).click();
    const ask = buyer.page.getByRole('dialog', { name: 'Solicitar reembolso' });
    await ask.getByLabel('Motivo').fill('Ya no la necesito, compré otra herramienta parecida.');
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await ask.waitFor({ state: 'detached' });

    const admin = await newPage(browser);
    await loginAdminThroughUi(admin.page);
    await admin.page.goto('/admin-dashboard?tab=refunds');
    await admin.page.getByRole('button', { name: `Rechazar el reembolso de ${NAME} a ${buyerName}` }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Rechazar reembolso' });
    // A reason is required: too short is refused in Spanish, and nothing is decided.
    await reject.getByLabel('Motivo (lo leerá el comprador)').fill('No.');
    await reject.getByRole('button', { name: 'Rechazar reembolso' }).click();
    await reject.getByText('El motivo debe tener al menos 10 caracteres').waitFor();
    const why = 'Usaste la app durante semanas y funciona como describe su página.';
    await reject.getByLabel('Motivo (lo leerá el comprador)').fill(why);
    await reject.getByRole('button', { name: 'Rechazar reembolso' }).click();
    await reject.waitFor({ state: 'detached' });

    await buyer.page.reload();
    await buyer.page.getByText('Rechazado', { exact: true }).waitFor();
    await buyer.page.getByText(why).waitFor();
    expect(await buyer.page.getByRole('button', { name: `Solicitar reembolso de ${NAME}` }).count()).toBe(0);
    await buyer.page.goto(`/app/${SLUG}`);
    await buyer.page.getByRole('button', { name: 'Abrir app' }).waitFor();
    expect(buyer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await buyer.context.close();
    await admin.context.close();
  });
});
