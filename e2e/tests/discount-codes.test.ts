import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import { waitForMail } from '../support/mailbox';
import { api } from '../support/server-pages';

/**
 * Discount codes, as the people who use them meet them: the developer makes one in the dashboard,
 * buyers type it at checkout (Spanish on a wide screen, English on a phone), see the price after it
 * in the summary and the payment window, pay that, and get a receipt for it; the developer sees the
 * use and the sale. The code is for all of Carlos's apps; the app bought is his 9.99 USD one.
 */
const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const APP = { slug: 'firma-de-documentos', name: 'Firma de Documentos' };
const CODE = `E2E${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A new buyer's account, made through the API (the journeys make their own buyers). */
async function newBuyer(name: string) {
  const account = { name, email: uniqueEmail('codigo'), password: 'clave-segura-1' };
  await api('/api/auth/register', { method: 'POST', json: { ...account, type: 'user' }, expected: 201 });
  return account;
}

/** From the app page to the checkout form. */
async function openCheckout(page: Page, heading: string, buy: string) {
  await page.goto(`/app/${APP.slug}`);
  await page.getByRole('heading', { name: APP.name, level: 1 }).waitFor();
  await page.getByRole('link', { name: buy }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('discount codes', () => {
  it('the developer makes a code for all his apps in the dashboard', async () => {
    const { page, context, errors } = await newPage(browser);
    await loginThroughUi(page, CARLOS);
    await page.goto('/developer-dashboard?tab=codes');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Códigos de descuento' }).waitFor();
    // A code too short is refused under its field, and nothing is made.
    await panel.getByLabel('Código', { exact: true }).fill('AB');
    await panel.getByLabel('Porcentaje (1 a 100)').fill('20');
    await panel.getByRole('button', { name: 'Crear código' }).click();
    await panel.getByText('El código tiene de 4 a 32 letras o números, sin espacios.').waitFor();
    await panel.getByLabel('Código', { exact: true }).fill(CODE);
    await panel.getByRole('button', { name: 'Crear código' }).click();
    await panel.getByText(`Código ${CODE} creado.`).waitFor();
    const card = panel.getByRole('listitem').filter({ hasText: CODE });
    await card.getByText('20 % menos · Todas tus apps').waitFor();
    await card.getByText('Vigente').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a buyer types it at checkout, pays the price after it, and gets a receipt for that amount', async () => {
    const buyer = await newBuyer('Valeria Ríos');
    const { page, context, errors } = await newPage(browser);
    await loginThroughUi(page, buyer);
    await openCheckout(page, 'Finalizar compra', 'Comprar Ahora');
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await summary.getByText('$9,99').first().waitFor();

    // An unknown code says so, and the price stays.
    await page.getByText('¿Tienes un código?').click();
    await page.getByLabel('Código de descuento').fill('NOEXISTE123');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Este código no es válido para esta app.').waitFor();
    // Typed in small letters, the code applies: 20 % of 9.99 is 2.00 off, 7.99 to pay.
    await page.getByLabel('Código de descuento').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText(`Código ${CODE} aplicado: $2,00 menos.`).waitFor();
    await summary.getByText(`Descuento (${CODE})`).waitFor();
    await summary.getByText('$7,99').waitFor();

    await page.getByLabel('País').selectOption('CO');
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByLabel('Acepto los términos y condiciones de compra').check();
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    const modal = page.getByRole('dialog', { name: 'Pago con PayPal' });
    await modal.getByText('$7,99').first().waitFor();
    await modal.getByRole('button', { name: 'Aprobar pago de prueba' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-result');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('7.99');
    await page.getByRole('heading', { name: '¡Pago completado!' }).waitFor();

    const receipt = await waitForMail(buyer.email, (mail) => mail.subject.includes(APP.name));
    expect(receipt.htmlContent).toContain('$7.99 USD');
    expect(receipt.htmlContent).toContain(`Descuento (${CODE})`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a code that makes the app free: no payment method, the terms, then the app is the buyer’s', async () => {
    const carlos = await api<{ token: string }>('/api/auth/login', {
      method: 'POST',
      json: CARLOS,
      expected: 200,
    });
    const gift = `REGALO${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    await api('/api/developer/me/discount-codes', {
      method: 'POST',
      token: carlos.token,
      json: { code: gift, projectId: null, kind: 'percent', percent: 100, maxUses: 1 },
      expected: 201,
    });
    const buyer = await newBuyer('Martín Gómez');
    const { page, context, errors } = await newPage(browser);
    await loginThroughUi(page, buyer);
    await openCheckout(page, 'Finalizar compra', 'Comprar Ahora');
    await page.getByText('¿Tienes un código?').click();
    await page.getByLabel('Código de descuento').fill(gift);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Con tu código esta app es gratis: no hace falta pagar.').waitFor();
    expect(await page.getByRole('radio', { name: /PayPal/ }).count()).toBe(0);
    const claim = page.getByRole('button', { name: 'Obtener gratis' });
    // Only the terms stand in the way.
    expect(await claim.isDisabled()).toBe(true);
    await page.getByText('Debes aceptar los términos y condiciones').waitFor();
    await page.getByLabel('Acepto los términos y condiciones de compra').check();
    await claim.click();
    await page.waitForURL((url) => url.pathname === `/app/${APP.slug}`);
    await page.getByRole('button', { name: /^Abrir app/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in English on a phone: a wrong code is refused, the right one shows its price in the payment window', async () => {
    const buyer = await newBuyer('Emma Clarke');
    const { page, context, errors } = await newPage(browser, { lang: 'en', width: 390, height: 844 });
    await loginThroughUi(page, buyer, 'en');
    await openCheckout(page, 'Checkout', 'Buy Now');
    await page.getByText('Have a code?').click();
    await page.getByLabel('Discount code').fill('AB');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('A code has 4 to 32 letters or digits, with no spaces.').waitFor();
    await page.getByLabel('Discount code').fill(CODE);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Code ${CODE} applied: $2.00 off.`).waitFor();
    await page.getByLabel('Country').selectOption('CO');
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByLabel('I accept the terms and conditions of purchase').check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment with PayPal' });
    await modal.getByText('$7.99').first().waitFor();
    // Taken away before paying, the code leaves the list price.
    await modal.getByRole('button', { name: 'Cancel' }).last().click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('region', { name: 'Order summary' }).getByText('$9.99').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the developer sees the code used once, with the sale it brought', async () => {
    const { page, context, errors } = await newPage(browser);
    await loginThroughUi(page, CARLOS);
    await page.goto('/developer-dashboard?tab=codes');
    const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: CODE });
    // A figure: the value after its label.
    const figure = (label: string) =>
      card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await card.waitFor();
    expect(await figure('Usos').textContent()).toBe('1');
    expect(await figure('Ventas').textContent()).toBe('1');
    expect(await figure('Vendido').textContent()).toBe('$7,99');
    // Paused, the card says so (the server then refuses it at checkout: the server tests).
    await card.getByRole('button', { name: 'Pausar' }).click();
    await card.getByText('En pausa').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
