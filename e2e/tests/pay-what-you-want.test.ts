import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import { giveApprovedBuild } from '../support/hosted-builds';
import { waitForMail } from '../support/mailbox';
import { api, apiLogin } from '../support/server-pages';

/**
 * Pay what you want with a public sale, as buyers meet it: Carlos's new app asks from $3.00
 * (suggesting $6.00) and runs a public code of 50 % for it alone, so the store's card and the app's
 * page say 'Desde $1,50' with the sale and its end; the checkout applies the sale's code by itself,
 * refuses an amount under the minimum, and the buyer pays what they chose (Spanish, wide screen),
 * or on an English phone takes the code away and pays the full minimum's worth they choose.
 */
const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!' };
const SUFFIX = randomUUID().replaceAll('-', '').slice(0, 8);
const NAME = `E2E Tip Jar ${SUFFIX}`;
const CODE = `E2EHALF${SUFFIX.toUpperCase()}`;
let slug = '';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const carlos = await apiLogin(CARLOS.email, CARLOS.password, 'developer');
  const created = await api<{ id: string; slug: string }>('/api/project/create', {
    method: 'POST',
    token: carlos,
    json: {
      name: NAME,
      shortDescription: 'A tip jar for a small app: pay what you want for it.',
      description:
        'A journey app priced pay what you want: the buyer chooses how much to pay, from its minimum.',
      price: 3,
      payWhatYouWant: true,
      suggestedPrice: 6,
      category: 'PRODUCTIVITY_TOOLS',
      tags: ['tips', 'journey'],
      keywords: ['tip', 'jar', 'journey'],
      targetAudience: 'People who like to choose what they pay',
      sourceCodeUrl: 'https://github.com/carlosmendoza/contador-de-habitos',
      supportEmail: 'help@tipjar.example-apps.net',
      mainImage: 'https://tipjar.example-apps.net/cover.png',
      demoUrl: 'https://tipjar.example-apps.net/app',
    },
  });
  slug = created.slug;
  await giveApprovedBuild({ id: created.id });
  const admin = await apiLogin('admin@vitrina.app', 'Admin1234!', 'admin');
  await api(`/api/project/${created.id}`, { method: 'PUT', token: admin, json: { status: 'PUBLISHED' } });
  // Ends at the end of a day three days on, so the date the badge says does not depend on the hour.
  const end = new Date(Date.now() + 3 * 86_400_000);
  end.setUTCHours(12, 0, 0, 0);
  await api('/api/developer/me/discount-codes', {
    method: 'POST',
    token: carlos,
    json: {
      code: CODE,
      projectId: created.id,
      kind: 'percent',
      percent: 50,
      endsAt: end.toISOString(),
      isPublic: true,
    },
  });
});
afterAll(async () => {
  await browser.close();
});

async function newBuyer(name: string) {
  const account = { name, email: uniqueEmail('pwyw'), password: 'clave-segura-1' };
  await api('/api/auth/register', { method: 'POST', json: { ...account, type: 'user' }, expected: 201 });
  return account;
}

describe('pay what you want, with a public sale', () => {
  it('the card and the page show the sale; the checkout applies it, refuses less than the minimum, and charges what the buyer chose', async () => {
    const buyer = await newBuyer('Lucía Paredes');
    const { page, context, errors } = await newPage(browser);
    await page.goto(
      `/developer/${(await api<{ developerId: string }>(`/api/project/${slug}`)).developerId}/apps`,
    );
    const card = page.getByRole('article').filter({ hasText: NAME });
    await card.getByText('Desde $1,50').waitFor();
    await card.getByText(/^−50 % hasta el \d+ \S+$/).waitFor();

    await loginThroughUi(page, buyer);
    await page.goto(`/app/${slug}`);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    const purchase = page.getByRole('region', { name: 'Precio y acceso' });
    await purchase.getByText('Desde $1,50').waitFor();
    await purchase
      .getByText('Paga lo que quieras, desde el mínimo (sugerido: $6,00).', { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'Comprar Ahora' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByText(`Código ${CODE} aplicado: el mínimo baja a $1,50.`).waitFor();
    const amount = page.getByLabel('Tu precio (USD)');
    expect(await amount.inputValue()).toBe('6.00');

    await amount.fill('1');
    await page.getByText('El mínimo para esta app es $1,50.').waitFor();
    expect(await page.getByRole('button', { name: 'Pagar con PayPal' }).isDisabled()).toBe(true);
    await amount.fill('2,50');
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await summary.getByText(`Descuento (${CODE})`).waitFor();
    await summary.getByText('$2,50').first().waitFor();

    await page.getByLabel('País').selectOption('CO');
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByLabel('Acepto los términos y condiciones de compra').check();
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    const modal = page.getByRole('dialog', { name: 'Pago con PayPal' });
    await modal.getByText('$2,50').first().waitFor();
    await modal.getByRole('button', { name: 'Aprobar pago de prueba' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-result');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('2.50');
    await page.getByRole('heading', { name: '¡Pago completado!' }).waitFor();
    const receipt = await waitForMail(buyer.email, (mail) => mail.subject.includes(NAME));
    expect(receipt.htmlContent).toContain('$2.50 USD');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in English on a phone: without the code the minimum is back, and the buyer pays what they chose', async () => {
    const buyer = await newBuyer('Noah Bennett');
    const { page, context, errors } = await newPage(browser, { lang: 'en', width: 390, height: 844 });
    await loginThroughUi(page, buyer, 'en');
    await page.goto(`/app/${slug}`);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await page
      .getByText(/^−50% until \S+ \d+$/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByText(`Code ${CODE} applied: the minimum drops to $1.50.`).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    const amount = page.getByLabel('Your price (USD)');
    await amount.fill('2');
    await page.getByText('The minimum for this app is $3.00.').waitFor();
    await amount.fill('4.25');
    await page.getByLabel('Country').selectOption('CO');
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByLabel('I accept the terms and conditions of purchase').check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment with PayPal' });
    await modal.getByText('$4.25').first().waitFor();
    await modal.getByRole('button', { name: 'Approve test payment' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-result');
    expect(new URL(page.url()).searchParams.get('amount')).toBe('4.25');
    expect(errors).toEqual([]);
    await context.close();
  });
});
