import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { fromCents, toCents } from '@vitrina/shared/payments/commission';

type TAnalyticsDay = TDeveloperAnalytics['days'][number];
type TAnalyticsApp = TDeveloperAnalytics['apps'][number];

/** How many days one bar stands for: a bar per day stops being readable past a month. */
export type TGranularity = 'day' | 'week' | 'month';

export function granularityOf(rangeDays: number): TGranularity {
  if (rangeDays <= 31) return 'day';
  if (rangeDays <= 92) return 'week';
  return 'month';
}

/** One bar of the daily charts: a day, a week or a month of the server's daily figures. */
export interface TChartPoint {
  /** First and last day covered (YYYY-MM-DD, UTC). */
  start: string;
  end: string;
  views: number;
  sales: number;
  revenue: number;
}

function sumDays(days: ReadonlyArray<TAnalyticsDay>): TChartPoint {
  const first = days[0];
  const last = days[days.length - 1];
  let views = 0;
  let sales = 0;
  let cents = 0;
  for (const day of days) {
    views += day.views;
    sales += day.sales;
    cents += toCents(day.revenue);
  }
  return { start: first?.day ?? '', end: last?.day ?? '', views, sales, revenue: fromCents(cents) };
}

/**
 * Groups the server's days (every day of the range, zeros included, oldest first) into the bars
 * of the chart. Weeks are counted back from the last day, so the most recent week is whole and
 * only the oldest one may be short; months follow the calendar.
 */
export function toChartPoints(days: ReadonlyArray<TAnalyticsDay>, granularity: TGranularity): TChartPoint[] {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  if (granularity === 'day') return sorted.map((day) => sumDays([day]));
  const groups: TAnalyticsDay[][] = [];
  if (granularity === 'week') {
    for (let end = sorted.length; end > 0; end -= 7) groups.unshift(sorted.slice(Math.max(0, end - 7), end));
  } else {
    for (const day of sorted) {
      const group = groups[groups.length - 1];
      if (group?.[0]?.day.slice(0, 7) === day.day.slice(0, 7)) group.push(day);
      else groups.push([day]);
    }
  }
  return groups.map(sumDays);
}

/** A YYYY-MM-DD day of the server (UTC) as a Date, or null. */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The short label under a bar: '3 mar' for a day or a week (its first day), 'mar 26' for a month. */
export function formatPointLabel(point: TChartPoint, granularity: TGranularity, language: string): string {
  const date = parseDay(point.start);
  if (!date) return point.start;
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** What a bar covers, written out: '3 mar 2026', '3–9 mar 2026', 'marzo de 2026'. */
export function formatPointRange(point: TChartPoint, granularity: TGranularity, language: string): string {
  const start = parseDay(point.start);
  const end = parseDay(point.end);
  if (!start || !end) return point.start;
  if (granularity === 'month') {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      start,
    );
  }
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return point.start === point.end ? format.format(start) : format.formatRange(start, end);
}

/** One app in the per-app charts. */
export interface TAppBar {
  projectId: string;
  name: string;
  /** The name cut to fit under a bar; the full name is in the tooltip and the table. */
  shortName: string;
  status: string;
  views: number;
  sales: number;
  revenue: number;
  /** Sales per 100 views, one decimal (the server sends the fraction). */
  conversionPercent: number;
}

const SHORT_NAME_LENGTH = 16;

export function shortenName(name: string, length = SHORT_NAME_LENGTH): string {
  const clean = name.trim();
  return clean.length > length ? `${clean.slice(0, length - 1).trimEnd()}…` : clean;
}

/** A conversion fraction (sales / views) as a percentage with one decimal: 0.025 → 2.5. */
export function toPercent(fraction: number): number {
  return Number.isFinite(fraction) ? Math.round(fraction * 1000) / 10 : 0;
}

function toAppBar(app: TAnalyticsApp): TAppBar {
  return {
    projectId: app.projectId,
    name: app.name,
    shortName: shortenName(app.name),
    status: app.status,
    views: app.views,
    sales: app.sales,
    revenue: app.revenue,
    conversionPercent: toPercent(app.conversion),
  };
}

/** The apps compared by views and sales: the most visited first, at most `limit` bars. */
export function toAppComparison(apps: ReadonlyArray<TAnalyticsApp>, limit = 8): TAppBar[] {
  return [...apps]
    .sort((a, b) => b.views - a.views || b.sales - a.sales || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(toAppBar);
}

/** Conversion per app: only apps someone looked at (no views, no rate), the best first. */
export function toConversionBars(apps: ReadonlyArray<TAnalyticsApp>, limit = 8): TAppBar[] {
  return apps
    .filter((app) => app.views > 0)
    .map(toAppBar)
    .sort((a, b) => b.conversionPercent - a.conversionPercent || b.views - a.views)
    .slice(0, limit);
}

/** Whether the range holds anything worth drawing. */
export function hasActivity(totals: TDeveloperAnalytics['totals']): boolean {
  return totals.views > 0 || totals.sales > 0 || totals.revenue > 0;
}
