import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TTestApp } from './app-builder';

/** A person's browser, as its User-Agent says. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A built web app's shell (no server renderer: every page address answers it), in a folder of its own. */
export function webShell() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Vitrina</title>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The referral cookie's value an answer sets, or null. */
export function referralCookieSet(headers: Record<string, unknown>): string | null {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as string[];
  const cookie = all.find((c) => c.startsWith('vitrina_ref='));
  return cookie ? (cookie.split(';')[0] as string).slice('vitrina_ref='.length) : null;
}

/** Fixtures for the referral tests: page visits as a browser makes them, and the visits kept. */
export function referralFixtures(t: TTestApp) {
  /** Opens a page as a browser does, with the referral cookie it holds (if any). */
  async function openPage(url: string, cookie?: string | null, userAgent = BROWSER_AGENT) {
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': userAgent, ...(cookie ? { cookie: `vitrina_ref=${cookie}` } : {}) },
    });
    // The visit is written in the background of the answer: wait for it before counting.
    await t.app.services.referrals.flushVisits();
    return answer;
  }

  /** The visits kept with this source. */
  async function visitsOf(source: string) {
    type TVisit = {
      source: string;
      visitor_key: string;
      path: string;
      project_id: string | null;
      developer_id: string | null;
      visit_day: string;
    };
    const result = await t.deps.db.execute(
      sql`select source, visitor_key, path, project_id, developer_id, visit_day::text as visit_day
          from referral_visits where source = ${source} order by created_at`,
    );
    return (result as unknown as { rows: TVisit[] }).rows;
  }

  return { openPage, visitsOf };
}
