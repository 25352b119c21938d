import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { loginAdminThroughUi } from '../support/flows';

/**
 * What waits for the admin: projects under review and pending ones both need a decision, so the
 * dashboard counts both ('Por decidir') and says how the two statuses differ, in both languages.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The overview's figures of what waits for a decision, asked of the server as the signed-in admin. */
async function projectFigures(
  page: Page,
): Promise<{ underReview: number; pending: number; pendingRevisions: number }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('vitrina_auth_token');
    const response = await fetch('/api/admin/overview', { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as {
      projects: { underReview: number; pending: number };
      pendingRevisions: number;
    };
    return { ...body.projects, pendingRevisions: body.pendingRevisions };
  });
}

describe('projects waiting for a decision', () => {
  it.each([
    ['es', 'Proyectos', 'por decidir', 'proyectos por decidir.', '«Pendiente»'],
    ['en', 'Projects', 'to decide', 'projects to decide.', '“Pending”'],
  ] as const)(
    '%s: the projects tab counts under review and pending together, and explains them',
    async (lang, tab, toDecide, summary, pending) => {
      const { page, context, errors } = await newPage(browser, { lang });
      await loginAdminThroughUi(page, lang);
      const figures = await projectFigures(page);
      // The demo catalogue has projects in both statuses.
      expect(figures.underReview).toBeGreaterThan(0);
      expect(figures.pending).toBeGreaterThan(0);
      // Published apps whose changes wait for review need a decision too (other journeys leave some).
      const total = figures.underReview + figures.pending + figures.pendingRevisions;

      await page.getByRole('tab', { name: `${tab} ${total} ${toDecide}` }).waitFor();
      const explanation = page.getByText(`${total} ${summary}`);
      await explanation.waitFor();
      const paragraph = await explanation.locator('xpath=ancestor::p[1]').textContent();
      expect(paragraph).toContain(pending);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
