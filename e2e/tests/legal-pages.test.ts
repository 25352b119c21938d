import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';

/** The terms, privacy and refund pages, reached from the footer and from the checkout. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PAGES = {
  es: {
    footer: 'Información legal',
    terms: {
      link: 'Términos de uso',
      heading: 'Comisión de la plataforma',
      fact: /general de la plataforma es del 10\s?%/,
    },
    privacy: { link: 'Privacidad', heading: 'Con quién compartimos datos', fact: /solo como un hash argon2/ },
    refunds: { link: 'Política de reembolso', heading: 'Cómo pedirlo', fact: /tienes 30 días para pedir/ },
  },
  en: {
    footer: 'Legal information',
    terms: { link: 'Terms of use', heading: 'Platform commission', fact: /general rate is 10\s?%/ },
    privacy: { link: 'Privacy', heading: 'Who we share data with', fact: /only as an argon2 hash/ },
    refunds: { link: 'Refund policy', heading: 'How to ask', fact: /you have 30 days to ask/ },
  },
} as const;

/** Follows each legal link of the footer and checks the page it opens. */
async function walkFooter(page: Page, lang: 'es' | 'en') {
  const text = PAGES[lang];
  for (const key of ['terms', 'privacy', 'refunds'] as const) {
    const { link, heading, fact } = text[key];
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: text.footer })
      .getByRole('link', { name: link })
      .click();
    await page.waitForURL((url) => url.pathname === `/${key}`);
    await page.getByRole('heading', { level: 1, name: link }).waitFor();
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await page.getByText(fact).first().waitFor();
  }
}

describe('legal pages', () => {
  it('are linked from the footer in Spanish and, after switching language, in English', async () => {
    const { page, context, errors } = await newPage(browser, { lang: 'es' });
    await page.goto('/store');
    await walkFooter(page, 'es');
    expect(await page.title()).toBe('Política de reembolso · Vitrina');

    await page.getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'EN' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refund policy' }).waitFor();
    await walkFooter(page, 'en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are linked from the checkout, opening in a new tab so the form stays', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/checkout/firma-de-documentos');
    await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();

    const terms = page.getByRole('checkbox', {
      name: 'Acepto los términos y condiciones de compra',
      exact: true,
    });
    await page.getByLabel('País').selectOption('CO');
    await terms.check();
    // The links sit in the box's description.
    const description = await terms.evaluate((box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('términos de uso');
    expect(description).toContain('política de reembolso');

    const [termsTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^términos de uso/ }).click(),
    ]);
    await termsTab.getByRole('heading', { level: 1, name: 'Términos de uso' }).waitFor();
    expect(new URL(termsTab.url()).pathname).toBe('/terms');
    await termsTab.close();

    const [refundsTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Ver la política de reembolso/ }).click(),
    ]);
    await refundsTab.getByRole('heading', { level: 1, name: 'Política de reembolso' }).waitFor();
    await refundsTab.close();

    // The checkout was not left: what was filled in is still there.
    expect(await terms.isChecked()).toBe(true);
    expect(await page.getByLabel('País').inputValue()).toBe('CO');
    await context.close();
  });
});

describe('buying while signed out', () => {
  it('the login page says the purchase of the app continues after signing in, and it does', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/app/firma-de-documentos');
    await page.getByRole('heading', { name: 'Firma de Documentos', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Comprar Ahora' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Inicia sesión para continuar la compra' }).waitFor();
    await page
      .getByText('Después de iniciar sesión seguirás con la compra de Firma de Documentos.')
      .waitFor();
    await page.getByLabel('Email').fill('lucia.moreno@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();
    await page.getByText('Firma de Documentos').first().waitFor();
    await context.close();
  });

  it('in English, and on the registration page reached from there, which also returns to the checkout', async () => {
    const { page, context } = await newPage(browser, { lang: 'en' });
    await page.goto('/app/firma-de-documentos');
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in to continue your purchase' }).waitFor();
    await page.getByText('After logging in you will continue buying Firma de Documentos.').waitFor();

    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page
      .getByRole('heading', { level: 1, name: 'Create your account to continue your purchase' })
      .waitFor();
    await page
      .getByText('After creating your account you will continue buying Firma de Documentos.')
      .waitFor();
    await page.getByLabel('Full name').fill('Irene Castaño');
    await page.getByLabel('Email').fill(uniqueEmail('irene'));
    await page.getByLabel('Password', { exact: true }).fill('clave-segura-1');
    await page.getByLabel('Confirm password').fill('clave-segura-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await context.close();
  });

  it('a plain visit to the login page keeps its welcome', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByText('Bienvenido de nuevo a Vitrina').waitFor();
    await context.close();
  });
});
