import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { lendTab, takeTab } from './page-pool';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, without the background calls a closed network refuses. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A tab with a context of its own (empty storage, empty cache) in the given language, with page
 * errors collected. Closing the context gives the tab back for the next journey (support/page-pool):
 * wiped, it costs far less than a new one.
 */
export async function newPage(
  browser: Browser,
  options: { lang?: 'es' | 'en'; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const lang = options.lang ?? 'es';
  const viewport = { width: options.width ?? 1280, height: options.height ?? 900 };
  const key = `${lang} ${viewport.width}x${viewport.height}`;
  const store = new URL(baseUrl()).origin;
  const tab = takeTab(browser, key) ?? (await openTab(browser, lang, viewport, store));
  const errors: string[] = [];
  return { ...lendTab(browser, key, tab, store, (error) => errors.push(String(error))), errors };
}

async function openTab(
  browser: Browser,
  lang: 'es' | 'en',
  viewport: { width: number; height: number },
  store: string,
): Promise<{ context: BrowserContext; page: Page; viewport: { width: number; height: number } }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: lang === 'es' ? 'es-ES' : 'en-US',
    viewport,
  });
  // The language is the store's choice, kept on its origin only (a hosted app's origin keeps its own storage).
  await context.addInitScript(
    ({ l, store }) => {
      if (location.origin === store && !localStorage.getItem('i18nextLng'))
        localStorage.setItem('i18nextLng', l);
    },
    { l: lang, store },
  );
  const page = await context.newPage();
  waitForHydration(page);
  return { context, page, viewport };
}

/**
 * A page the server rendered is on screen before its script has run, and a click then does nothing:
 * page.goto and page.reload on the store's origin wait until the app is live (`<html data-ready>`),
 * as a person would before the page answers. Pages the browser renders itself need no wait.
 */
function waitForHydration(page: Page): void {
  const origin = new URL(baseUrl()).origin;
  const live = async () => {
    if (new URL(page.url()).origin !== origin) return;
    await page.waitForFunction(
      () => !document.getElementById('vitrina-page') || document.documentElement.hasAttribute('data-ready'),
      null,
      { timeout: 20_000 },
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // Asked to return at the first byte: the caller watches the page before it is live.
    if (args[1]?.waitUntil !== 'commit') await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

/** The serious and critical accessibility violations axe-core finds on the page, one line each. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Run within the page itself (legacy mode): the store's pages have no other origin's frames to
  // reach, and the default opens a blank tab for every check, which more than doubles its cost.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Fails when axe-core finds a serious or critical accessibility violation on the page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await accessibilityProblems(page), `accessibility violations on ${label}`).toEqual([]);
}

let counter = 0;
/** A unique, ordinary-looking email for accounts made by a journey. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@correo-prueba.net`;
}
