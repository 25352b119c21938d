import { fromCents } from '@vitrina/shared/payments/commission';
import type { TReferralSourceRow, TReferralSources } from '@vitrina/shared/referrals/referral.schemas';
import type { TAppDeps } from '../../app-deps';
import { createReferralRepository } from '../../db/repositories/referral.repository';
import { toCsv } from '../../lib/csv';
import { isUuid } from '../../lib/public-url';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** sales / visits, to four decimals (0 without visits), as the analytics' conversion. */
const conversion = (salesCount: number, visits: number) =>
  visits === 0 ? 0 : Math.round((salesCount / visits) * 10_000) / 10_000;

/** The public pages a source is counted on (lib/page-request's page addresses, rendered on the server). */
const STORE_PAGES = new Set(['/', '/store', '/about', '/terms', '/privacy', '/refunds']);
const APP_PAGE = /^\/app\/([^/]+)$/;
const DEVELOPER_PAGE = /^\/developer\/([^/]+)\/apps$/;

/** Whether a page address (its path) is one whose `?ref=` counts: the public pages, not the dashboards. */
export function isReferralPage(path: string): boolean {
  return STORE_PAGES.has(path) || APP_PAGE.test(path) || DEVELOPER_PAGE.test(path);
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Referral visits (recorded in the background of a page's answer) and the developer's per-source analytics. */
export function createReferralService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createReferralRepository(db);
  /** Visits being written: a closing server waits for them (and tests, to count them). */
  const inFlight = new Set<Promise<void>>();

  /** Whose page an address is: an app's (its developer's too), a developer's, or the store's (null ids); null when it names none. */
  async function pageOwner(path: string) {
    if (STORE_PAGES.has(path)) return { path, projectId: null, developerId: null };
    const app = APP_PAGE.exec(path)?.[1];
    if (app !== undefined) {
      const idOrSlug = decoded(app);
      if (!idOrSlug || idOrSlug.length > 200) return null;
      const found = await repo.findPublishedApp(idOrSlug, isUuid(idOrSlug));
      return found
        ? { path: `/app/${found.slug}`, projectId: found.id, developerId: found.developerId }
        : null;
    }
    const developerId = DEVELOPER_PAGE.exec(path)?.[1];
    if (developerId !== undefined && isUuid(developerId) && (await repo.developerExists(developerId)))
      return { path, projectId: null, developerId };
    return null;
  }

  async function writeVisit(input: { source: string; visitorId: string; path: string; at: Date }) {
    const owner = await pageOwner(input.path);
    if (!owner) return;
    await repo.insertVisit({
      source: input.source,
      visitorKey: input.visitorId,
      path: owner.path,
      projectId: owner.projectId,
      developerId: owner.developerId,
      visitDay: isoDay(input.at),
      createdAt: input.at,
    });
  }

  /** The range's first and last UTC day, and its bounds as instants [start, end). */
  function range(days: number) {
    const end = Date.parse(`${isoDay(clock.now())}T00:00:00Z`) + DAY_MS;
    const start = end - days * DAY_MS;
    return {
      from: isoDay(new Date(start)),
      to: isoDay(new Date(end - DAY_MS)),
      start: new Date(start),
      end: new Date(end),
    };
  }

  /** Per source: visits, sales, revenue, conversion; most sales first, the no-source row last. */
  async function rowsOf(developerId: string, days: number) {
    const { start, end, from, to } = range(days);
    const [visits, sold] = await Promise.all([
      repo.visitsBySource(developerId, start, end),
      repo.salesBySource(developerId, start, end),
    ]);
    const bySource = new Map<string, { visits: number; sales: number; amountCents: number }>();
    for (const v of visits) bySource.set(v.source, { visits: v.visits, sales: 0, amountCents: 0 });
    let withoutSource: { sales: number; amountCents: number } | null = null;
    for (const s of sold) {
      if (s.source === null) {
        withoutSource = s;
        continue;
      }
      const row = bySource.get(s.source) ?? { visits: 0, sales: 0, amountCents: 0 };
      bySource.set(s.source, { ...row, sales: s.sales, amountCents: s.amountCents });
    }
    const rows: TReferralSourceRow[] = [...bySource.entries()]
      .sort(
        ([aName, a], [bName, b]) =>
          b.sales - a.sales ||
          b.amountCents - a.amountCents ||
          b.visits - a.visits ||
          aName.localeCompare(bName),
      )
      .map(([source, r]) => ({
        source,
        visits: r.visits,
        sales: r.sales,
        revenue: fromCents(r.amountCents),
        conversion: conversion(r.sales, r.visits),
      }));
    if (withoutSource && withoutSource.sales > 0)
      rows.push({
        source: null,
        visits: null,
        sales: withoutSource.sales,
        revenue: fromCents(withoutSource.amountCents),
        conversion: null,
      });
    return { from, to, rows };
  }

  return {
    /**
     * Records a visit that came with a source, in the background: the page's answer never waits on
     * it. A failure is handed to `onError` (logged by the caller), never thrown.
     */
    recordVisit(
      input: { source: string; visitorId: string; path: string; at: Date },
      onError: (error: unknown) => void,
    ) {
      const write: Promise<void> = writeVisit(input)
        .catch(onError)
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    },

    /** Resolves once the visits being written are written (on close; tests count them after it). */
    async flushVisits() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    async sources(developerId: string, days: number): Promise<TReferralSources> {
      const [{ from, to, rows }, slug] = await Promise.all([
        rowsOf(developerId, days),
        repo.latestPublishedSlug(developerId),
      ]);
      return {
        from,
        to,
        sources: rows,
        examplePath: slug ? `/app/${encodeURIComponent(slug)}?ref=newsletter` : null,
      };
    },

    /** The same rows as CSV (UTF-8 with BOM; cells a spreadsheet would run as a formula are defused). */
    async sourcesCsv(developerId: string, days: number, language?: string): Promise<string> {
      const { rows } = await rowsOf(developerId, days);
      const en = language?.toLowerCase().startsWith('en');
      const header = en
        ? ['Source', 'Visits', 'Sales', 'Revenue (USD)', 'Conversion']
        : ['Fuente', 'Visitas', 'Ventas', 'Ingresos (USD)', 'Conversión'];
      return toCsv(
        header,
        rows.map((r) => [
          r.source ?? (en ? 'No source' : 'Sin fuente'),
          r.visits,
          r.sales,
          r.revenue.toFixed(2),
          r.conversion,
        ]),
      );
    },
  };
}

export type TReferralService = ReturnType<typeof createReferralService>;
