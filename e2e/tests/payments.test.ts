import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi, registerUserThroughUi } from '../support/flows';

/** Buying with the embedded test-mode provider: checkout, the payment modal, the result, payouts. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function newBuyer(name: string) {
  const session = await newPage(browser);
  await registerUserThroughUi(session.page, {
    name,
    email: uniqueEmail('comprador'),
    password: 'clave-segura-1',
  });
  return session;
}

/** From the app page through the checkout form to the open payment modal. */
async function openPaymentModal(page: Page, slug: string, appName: string) {
  await page.goto(`/app/${slug}`);
  await page.getByRole('heading', { name: appName, level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Comprar Ahora' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();

  const pay = page.getByRole('button', { name: 'Pagar con PayPal' });
  await page.getByLabel('País').selectOption('CO');
  await page.getByLabel('Teléfono (opcional)').fill('+57 300 123 4567');
  // Without a method and accepted terms the button stays disabled.
  expect(await pay.isDisabled()).toBe(true);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  expect(await pay.isDisabled()).toBe(true);
  await page.getByLabel('Acepto los términos y condiciones de compra').check();
  await pay.click();
  const modal = page.getByRole('dialog', { name: 'Pago con PayPal' });
  await modal.waitFor();
  await modal.getByText('Modo de prueba: no se cobra dinero real').waitFor();
  return modal;
}

describe('payments (test mode)', () => {
  it('a user buys a paid app, lands on the success page, opens it and finds it in the dashboard', async () => {
    const { page, context, errors } = await newBuyer('Tomás Herrera');
    // The app itself lives elsewhere; answer its address here so opening it can be followed.
    await context.route('https://apps.vitrina.app/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Firma de Documentos</title><h1>Firma</h1>' }),
    );

    await page.goto('/app/firma-de-documentos');
    await page.getByRole('heading', { name: 'Firma de Documentos', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: /Acceder a App/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Abrir app/ }).count()).toBe(0);

    const modal = await openPaymentModal(page, 'firma-de-documentos', 'Firma de Documentos');
    await modal.getByText('Tomás Herrera').waitFor();
    await modal.getByText('Carlos Mendoza').waitFor();
    await modal
      .getByText('Comisión de la plataforma (10 %)')
      .or(modal.getByText('Comisión de la plataforma (10%)'))
      .waitFor();
    await expectAccessible(page, 'payment modal');
    await modal.getByRole('button', { name: 'Aprobar pago de prueba' }).click();

    await page.waitForURL((url) => url.pathname === '/payment-result');
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('success');
    expect(url.searchParams.get('amount')).toBe('9.99');
    await page.getByRole('heading', { name: '¡Pago completado!' }).waitFor();
    await expectAccessible(page, '/payment-result');
    await page.getByRole('link', { name: 'Acceder a la app' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/app/'));
    // Vitrina hosts this app: 'Abrir app' opens its build on the app's own origin, in a new tab that
    // holds no handle on this one; the developer's own demo stays beside it, named as such.
    const open = page.getByRole('button', { name: /^Abrir app/ });
    await open.waitFor();
    const demo = page.getByRole('link', { name: /^Demo del desarrollador/ });
    expect(await demo.getAttribute('href')).toBe('https://apps.vitrina.app/firma-de-documentos/');
    const [appTab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    // The tab opens blank on the click, then goes where the launch says.
    await appTab.waitForURL((url) => url.hostname === 'firma-de-documentos.apps.localhost');
    expect(await appTab.evaluate(() => window.opener === null)).toBe(true);
    await appTab.close();

    await page.goto('/user-dashboard');
    const purchases = page.getByRole('tabpanel');
    await purchases.getByText('Firma de Documentos').waitFor();
    await purchases.getByText('Completada').waitFor();
    await purchases.getByText('$9,99').waitFor();
    // 'Abrir' opens the hosted app itself in a new tab; the app's name leads to its page in the store.
    const openApp = purchases.getByRole('button', { name: /^Abrir Firma de Documentos/ });
    const [purchasedTab] = await Promise.all([context.waitForEvent('page'), openApp.click()]);
    await purchasedTab.waitForURL((url) => url.hostname === 'firma-de-documentos.apps.localhost');
    await purchasedTab.close();
    const appPage = purchases.getByRole('link', { name: 'Firma de Documentos', exact: true });
    expect(await appPage.getAttribute('href')).toBe('/app/firma-de-documentos');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the result page claims a purchase only for an order the server confirmed for the buyer', async () => {
    const { page, context, errors } = await newPage(browser);
    const confirming = page.getByRole('heading', { name: 'Estamos confirmando tu pago' });
    const recorded = page.getByRole('heading', { name: '¡Pago completado!' });
    const address = `/payment-result?status=success&appId=firma-de-documentos&orderId=${randomUUID()}`;

    // A visitor: the address alone proves nothing.
    await page.goto(address);
    await confirming.waitFor();
    expect(await recorded.count()).toBe(0);
    await page.getByText('aparecerá en Mi panel, en Apps compradas').waitFor();
    await page.getByRole('link', { name: 'Volver a la tienda' }).waitFor();
    await expectAccessible(page, '/payment-result (confirming)');
    await page.goto('/payment-result?status=weird&appId=firma-de-documentos');
    await confirming.waitFor();
    expect(await recorded.count()).toBe(0);

    // Signing in comes back to the same address; the order is not this person's (the server says 404).
    await page.goto(address);
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-result');
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(address);
    await confirming.waitFor();
    expect(await recorded.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ver mis compras' }).waitFor();

    // A failed payment may be shown as the address says: it claims nothing was bought.
    await page.goto('/payment-result?status=failed&appId=firma-de-documentos');
    await page.getByRole('heading', { name: 'El pago no se completó' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cancelled and a declined payment grant nothing', async () => {
    const { page, context, errors } = await newBuyer('Paula Ríos');
    let modal = await openPaymentModal(page, 'tienda-en-una-pagina', 'Tienda en una Página');
    await modal.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });

    modal = page.getByRole('dialog', { name: 'Pago con PayPal' });
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    await modal.getByRole('button', { name: 'Simular pago rechazado' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-result');
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
    await page.getByRole('heading', { name: 'El pago no se completó' }).waitFor();
    await page.getByRole('link', { name: 'Intentar de nuevo' }).waitFor();

    await page.goto('/app/tienda-en-una-pagina');
    await page.getByRole('link', { name: 'Comprar Ahora' }).waitFor();
    expect(await page.getByRole('link', { name: /Acceder a App/ }).count()).toBe(0);
    await page.goto('/user-dashboard');
    await page.getByText('Todavía no has comprado apps').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an internal app says it carries no commission', async () => {
    const { page, context } = await newBuyer('Marco Díaz');
    const modal = await openPaymentModal(page, 'generador-de-paletas', 'Generador de Paletas');
    await modal.getByText('Aplicación oficial Vitrina - Sin comisiones').waitFor();
    await context.close();
  });

  it('an admin pays a developer their balance, and nothing more is owed to them', async () => {
    const buyer = await newBuyer('Sofía Castro');
    const modal = await openPaymentModal(buyer.page, 'gestor-de-usuarios', 'Gestor de Usuarios');
    await modal.getByRole('button', { name: 'Aprobar pago de prueba' }).click();
    await buyer.page.getByRole('heading', { name: '¡Pago completado!' }).waitFor();
    await buyer.context.close();

    const { page, context, errors } = await newPage(browser);
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill('admin@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin1234!');
    await page.getByRole('button', { name: 'Entrar como administrador' }).click();
    await page.waitForURL('**/admin-dashboard');
    // The dashboard opens on its projects tab; payments list each developer's balance.
    await page.getByRole('tab', { name: /^Pagos/ }).click();
    // The whole balance in one payout: the demo's earlier sales of Carlos's apps and this one.
    const payButton = page.getByRole('button', { name: /^Pagar \$[\d.,]+ a Carlos Mendoza$/ });
    await payButton.waitFor();
    await expectAccessible(page, '/admin-dashboard');
    const amount = ((await payButton.textContent()) ?? '').replace('Pagar ', '').trim();
    expect(amount).toMatch(/^\$[\d.,]+$/);
    await payButton.click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar pago al desarrollador' });
    await confirm.getByText(`Se enviarán ${amount} a la cuenta PayPal de Carlos Mendoza`).waitFor();
    await confirm.getByRole('button', { name: `Pagar ${amount}` }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Paid: nothing more is owed to Carlos, so his card has no pay button.
    await payButton.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The demo buyer already owns apps: the checkout offers the access link instead of a second payment.
describe('checkout guards', () => {
  it('sends visitors to log in and back, free apps to their page, and owners to their app', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/checkout/firma-de-documentos');
    await page.waitForURL('**/login');
    await loginThroughUi(page, { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!' });
    await page.waitForURL('**/checkout/firma-de-documentos');
    await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();
    await page.goto('/checkout/trivia-latam');
    await page.getByText('Ya tienes esta app').waitFor();
    await page.goto('/checkout/conversor-de-unidades');
    await page.waitForURL('**/app/conversor-de-unidades');
    await page.goto('/checkout/no-existe-esta-app');
    await page.waitForURL('**/store');
    await context.close();
  });
});
