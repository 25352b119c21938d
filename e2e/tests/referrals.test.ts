import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { buyInTestMode, loginThroughUi } from '../support/flows';
import { waitForHydration } from '../support/hydration';
import { api } from '../support/server-pages';

/**
 * Referral sources as the people who use them meet them: a visitor arrives at an app's page through
 * a developer's link with `?ref=E2E-news`, signs in and buys the app in test mode; the developer
 * opens the analytics and sees the visit and the sale under that source (Spanish on a wide screen,
 * the sources table once more in English on a phone). The privacy page says what the cookie holds.
 */
const VALENTINA = { email: 'valentina.rios@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const APP = { slug: 'galeria-de-imagenes', name: 'Galería de Imágenes' };
const SOURCE = 'E2E-news';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The sources table's row of one source, on a wide screen (a table) or a phone (a card). */
const sourceRow = (page: Page, caption: string) =>
  page.getByRole('region', { name: caption }).getByRole('row').filter({ hasText: SOURCE });

describe('referral sources', () => {
  it('a visitor who arrives with ?ref= and buys is counted under that source', async () => {
    const buyer = { name: 'Julia Paredes', email: uniqueEmail('fuente'), password: 'clave-segura-1' };
    await api('/api/auth/register', { method: 'POST', json: { ...buyer, type: 'user' }, expected: 201 });
    const { page, context, errors } = await newPage(browser);

    await page.goto(`/app/${APP.slug}?ref=${SOURCE}`);
    await page.getByRole('heading', { name: APP.name, level: 1 }).waitFor();
    await waitForHydration(page);
    // The page drops the source from its address once counted; the browser keeps it, first-party.
    expect(new URL(page.url()).search).toBe('');
    const kept = (await context.cookies()).find((cookie) => cookie.name === 'vitrina_ref');
    expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(kept?.value.startsWith(`${SOURCE}.`)).toBe(true);

    await loginThroughUi(page, buyer);
    await buyInTestMode(page, APP.slug, APP.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the developer sees the visit and the sale under the source in the analytics', async () => {
    const { page, context, errors } = await newPage(browser);
    await loginThroughUi(page, VALENTINA);
    await page.goto('/developer-dashboard?tab=analytics');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Fuentes' }).waitFor();
    const row = sourceRow(page, 'Cifras por fuente');
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Visits, sales, revenue, conversion.
    expect(cells.map((cell) => cell.trim())).toEqual(['1', '1', '$4,99', expect.stringMatching(/^100\s?%$/)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in English on a phone: the same source as a card', async () => {
    const { page, context, errors } = await newPage(browser, { lang: 'en', width: 390, height: 844 });
    await loginThroughUi(page, VALENTINA, 'en');
    await page.goto('/developer-dashboard?tab=analytics');
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Sources' }).waitFor();
    const card = page.getByRole('list', { name: 'Figures by source' }).getByRole('listitem').filter({
      hasText: SOURCE,
    });
    await card.waitFor();
    await card.getByText('$4.99').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the privacy page says what the referral cookie holds and for how long', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/privacy');
    await page.getByText(/una cookie propia, vitrina_ref, durante 30 días/).waitFor();
    await page.getByText(/no la leen otros sitios ni la usamos para seguirte/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
