import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';

/**
 * The developer's analytics in English, where the labels are longest: the charts' library is only
 * downloaded with the tab, the period buttons show their whole labels, and the charts draw each day
 * as it was (no smoothed curve suggesting sales on days that had none).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' } as const;

/**
 * Every script the page downloads from now on. Only the addresses are noted: a response's body is
 * gone once the page navigates, so the texts are read again from the server when asked for.
 */
function recordScripts(page: Page) {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) urls.add(response.url());
  });
  return {
    read: () =>
      Promise.all([...urls].map(async (url) => ({ url, body: await (await page.request.get(url)).text() }))),
  };
}

/** recharts' own class names, written in its code: a script holding them is the charts' library. */
const isChartLibrary = (body: string) => body.includes('recharts-cartesian-grid');

describe('developer analytics', () => {
  it('downloads the charts only when the Analytics tab opens', async () => {
    const { page, context, errors } = await newPage(browser, { lang: 'en' });
    const scripts = recordScripts(page);
    await loginThroughUi(page, CARLOS, 'en');
    await page.goto('/developer-dashboard');
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstLoad = await scripts.read();
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((script) => isChartLibrary(script.body)).map((script) => script.url)).toEqual([]);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.locator('.recharts-surface').first().waitFor();
    const all = await scripts.read();
    expect(all.some((script) => isChartLibrary(script.body))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([390, 1280])('shows every period label whole at %i px', async (width) => {
    const { page, context } = await newPage(browser, { lang: 'en', width });
    await loginThroughUi(page, CARLOS, 'en');
    await page.goto('/developer-dashboard?tab=analytics');
    const period = page.getByRole('group', { name: 'Period' });
    await period.getByText('30 days', { exact: true }).waitFor();
    const cut = await period
      .locator('label span')
      .evaluateAll((spans) =>
        spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent),
      );
    expect(cut).toEqual([]);
    await context.close();
  });

  it('draws sales with straight segments and revenue as bars, never a smoothed curve', async () => {
    const { page, context } = await newPage(browser, { lang: 'en' });
    await loginThroughUi(page, CARLOS, 'en');
    await page.goto('/developer-dashboard?tab=analytics&days=30');
    const line = page.locator('.recharts-line-curve').first();
    await line.waitFor();
    // Demo data: one sale of Carlos's in the last 30 days, among days with none.
    const path = (await line.getAttribute('d')) ?? '';
    expect(path).toMatch(/^M/);
    // Only moves and straight lines: curve commands (C, S, Q, T) bulge between the points.
    expect(path).not.toMatch(/[CcSsQqTt]/);
    expect(await page.locator('.recharts-area').count()).toBe(0);
    const revenue = page.getByRole('figure', { name: /^Revenue · Per day/ });
    expect(await revenue.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await context.close();
  });
});
