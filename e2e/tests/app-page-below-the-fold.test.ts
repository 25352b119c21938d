import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { watchConsole } from '../support/hydration';
import { DEMO_APP_SLUG } from '../support/server-pages';

/**
 * An app's page loads the code of its comments and of the person's own rating only as they come
 * near the screen: the first view downloads less, what the server rendered stays on screen until
 * then (nothing jumps), and the parts work once reached, in whichever language the page is in.
 */

const DEFERRED = /\/assets\/(comments-thread|my-rating-panel)-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The addresses of the deferred parts' code the page has asked for so far. */
function watchDeferred(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (DEFERRED.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

const commentsSection = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: /^(Comentarios|Comments)$/ }) });

describe("an app's page below the fold", () => {
  it('keeps the comments as the server rendered them, and loads their code once they come near', async () => {
    const { context, page, errors } = await newPage(browser, { lang: 'es', width: 390, height: 800 });
    const messages = watchConsole(page);
    const asked = watchDeferred(page);
    try {
      await page.goto(`/app/${DEMO_APP_SLUG}`);
      await page.waitForLoadState('networkidle');
      expect(asked, 'nothing below the fold is fetched with the first view').toEqual([]);
      // The server's comments (and the invitation to sign in) are still there, not a placeholder.
      await expect
        .poll(() => commentsSection(page).innerText())
        .toMatch(/Debes estar logueado para comentar/);

      await commentsSection(page).scrollIntoViewIfNeeded();
      await expect.poll(() => asked.length).toBe(2);
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => commentsSection(page).innerText())
        .toMatch(/Debes estar logueado para comentar/);
      // Live: its sign-in link leads to the sign-in page.
      await commentsSection(page)
        .getByRole('link', { name: /Iniciar sesión/ })
        .click();
      await page.waitForURL(/\/login/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the comments in the language chosen before they were reached, without an error', async () => {
    const { context, page, errors } = await newPage(browser, { lang: 'es', width: 390, height: 800 });
    const messages = watchConsole(page);
    const asked = watchDeferred(page);
    try {
      await page.goto(`/app/${DEMO_APP_SLUG}`);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      await page
        .getByRole('button', { name: 'EN', exact: true })
        .or(page.getByRole('link', { name: 'EN', exact: true }))
        .first()
        .click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await commentsSection(page).scrollIntoViewIfNeeded();
      await expect.poll(() => commentsSection(page).innerText()).toMatch(/You must be logged in to comment/);
      expect(errors).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
