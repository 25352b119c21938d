import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

declare global {
  interface Window {
    /** The first <h1> the HTML parser put in the page (recordServerHeading). */
    __serverHeading?: Element | null;
  }
}

/** Every console error or warning and every uncaught error of the page, as text. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()} [${message.location().url}]`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Keeps the first <h1> the HTML parser adds to the document, before any script of the page runs: a
 * page that was hydrated still shows that very element; one rendered again in the browser (a
 * hydration mismatch, or no hydration at all) shows a new one.
 */
export async function recordServerHeading(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__serverHeading = null;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const heading = node.matches('h1') ? node : node.querySelector('h1');
          if (heading) {
            window.__serverHeading = heading;
            observer.disconnect();
            return;
          }
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Waits until React has taken over the page (its root is attached) and the network is quiet. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  await page.waitForLoadState('networkidle');
}

/** Whether the page's <h1> is still the element the server sent (it was hydrated, not replaced). */
export const keptServerHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = window.__serverHeading;
    return heading?.isConnected === true && document.querySelector('h1') === heading;
  });

/**
 * Addresses of other hosts (apps' images elsewhere) answer an empty picture: this machine reaches
 * no other host, and each refused image would be a console error that says nothing of the page.
 */
export async function answerOtherHosts(context: BrowserContext): Promise<void> {
  const origin = new URL(baseUrl()).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
      }),
  );
}
