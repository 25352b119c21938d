import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { registerUserThroughUi } from '../support/flows';

/**
 * The payment modal on a phone (390×844) and a desktop: the pay action shows without scrolling,
 * next to the purchase's total, and the modal offers exactly one way to cancel.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXT = {
  es: {
    country: 'País',
    phone: 'Teléfono (opcional)',
    terms: 'Acepto los términos y condiciones de compra',
    submit: 'Pagar con PayPal',
    modal: 'Pago con PayPal',
    approve: 'Aprobar pago de prueba',
    summary: 'Resumen de la compra',
    cancel: /cancel/i,
    total: /\$\s?9,99/,
    success: '¡Pago completado!',
  },
  en: {
    country: 'Country',
    phone: 'Phone (optional)',
    terms: 'I accept the terms and conditions of purchase',
    submit: 'Pay with PayPal',
    modal: 'Payment with PayPal',
    approve: 'Approve test payment',
    summary: 'Purchase summary',
    cancel: /cancel/i,
    total: /\$\s?9\.99/,
    success: 'Payment complete!',
  },
};

/** A new buyer at the given screen size and language, on the checkout's open payment modal. */
async function openModal(lang: 'es' | 'en', width: number, height: number) {
  const session = await newPage(browser, { width, height });
  const { page } = session;
  await registerUserThroughUi(page, {
    name: 'Elena Vargas',
    email: uniqueEmail('movil'),
    password: 'clave-segura-1',
  });
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  const text = TEXT[lang];
  await page.goto('/checkout/firma-de-documentos');
  await page.getByLabel(text.country).selectOption('CO');
  await page.getByLabel(text.phone).fill('+57 300 123 4567');
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.submit }).click();
  const modal = page.getByRole('dialog', { name: text.modal });
  await modal.getByRole('button', { name: text.approve }).waitFor();
  return { ...session, modal, text };
}

/** The element's box lies inside the viewport and inside every clipping box around it, unscrolled. */
async function expectShownWithoutScrolling(page: Page, target: Locator) {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  expect(viewport).not.toBeNull();
  expect(box).not.toBeNull();
  if (!viewport || !box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const clipped = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const problems: string[] = [];
    // The modal and the boxes inside it (the page behind it may have been scrolled to its button).
    const dialog = element.closest('dialog');
    for (let box = element.parentElement; box && dialog?.contains(box); box = box.parentElement) {
      const style = getComputedStyle(box);
      if (box.scrollTop !== 0) problems.push(`${box.tagName} is scrolled`);
      if (style.overflowY === 'visible' && box !== dialog) continue;
      const outer = box.getBoundingClientRect();
      if (rect.top < outer.top - 0.5 || rect.bottom > outer.bottom + 0.5)
        problems.push(`${box.tagName}.${box.className} cuts it`);
    }
    if (!dialog) problems.push('it is not in the modal');
    // Nothing else is drawn over its middle (a sticky bar, the footer).
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (!hit || !element.contains(hit)) problems.push('something covers it');
    return problems;
  });
  expect(clipped).toEqual([]);
}

describe('payment modal on a phone and a desktop', () => {
  it.each([
    ['es', 390, 844],
    ['en', 390, 844],
    ['es', 1280, 800],
    ['en', 1280, 800],
  ] as const)(
    '%s %i×%i: the pay action and the total show unscrolled, with one cancel',
    async (lang, width, height) => {
      const { page, context, errors, modal, text } = await openModal(lang, width, height);
      await expectShownWithoutScrolling(page, modal.getByRole('button', { name: text.approve }));
      // The total is always in sight, and the whole summary (product, buyer, email, developer) a tap away.
      const summary = modal.getByRole('region', { name: text.summary });
      await expectShownWithoutScrolling(page, summary.getByText(text.total).first());
      expect(await modal.getByRole('button', { name: text.cancel }).count()).toBe(1);
      expect(await modal.getByRole('link', { name: text.cancel }).count()).toBe(0);

      await expectAccessible(page, `payment modal ${width} px`);
      if (width < 640) await summary.getByText(text.summary).click();
      for (const fact of ['Firma de Documentos', 'Elena Vargas', 'Carlos Mendoza', '@correo-prueba.net']) {
        await summary.getByText(fact).filter({ visible: true }).first().waitFor();
      }

      await modal.getByRole('button', { name: text.approve }).click();
      await page.getByRole('heading', { name: text.success }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
