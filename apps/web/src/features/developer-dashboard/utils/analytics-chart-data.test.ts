import { describe, expect, it } from 'vitest';
import {
  formatPointLabel,
  formatPointRange,
  granularityOf,
  hasActivity,
  shortenName,
  toAppComparison,
  toChartPoints,
  toConversionBars,
  toPercent,
} from './analytics-chart-data';

/** `count` consecutive UTC days from `start`, each with the figures `fill` gives. */
function makeDays(start: string, count: number, fill: (index: number) => [number, number, number]) {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const [views, sales, revenue] = fill(index);
    const day = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    return { day, views, sales, revenue };
  });
}

const app = (name: string, views: number, sales: number, revenue = 0) => ({
  projectId: name.toLowerCase(),
  name,
  status: 'PUBLISHED',
  views,
  sales,
  revenue,
  conversion: views > 0 ? sales / views : 0,
});

describe('daily figures into chart bars', () => {
  it('draws a bar per day up to a month, a week up to a quarter, a month beyond', () => {
    expect(granularityOf(7)).toBe('day');
    expect(granularityOf(30)).toBe('day');
    expect(granularityOf(90)).toBe('week');
    expect(granularityOf(365)).toBe('month');
  });

  it('keeps every day, zeros included, oldest first', () => {
    const days = makeDays('2026-03-01', 7, (i) => [i, i % 2, i * 1.5]).reverse();
    const points = toChartPoints(days, 'day');
    expect(points).toHaveLength(7);
    expect(points[0]).toEqual({ start: '2026-03-01', end: '2026-03-01', views: 0, sales: 0, revenue: 0 });
    expect(points[6]).toEqual({ start: '2026-03-07', end: '2026-03-07', views: 6, sales: 0, revenue: 9 });
  });

  it('sums weeks back from the last day, so only the oldest week may be short', () => {
    const days = makeDays('2026-01-01', 90, () => [2, 1, 0.1]);
    const weeks = toChartPoints(days, 'week');
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toMatchObject({ start: '2026-01-01', end: '2026-01-06', views: 12, sales: 6 });
    expect(weeks[12]).toMatchObject({ start: '2026-03-25', end: '2026-03-31', views: 14, sales: 7 });
    // Revenue is added in cents: seven times 0.1 is exactly 0.7.
    expect(weeks[12]?.revenue).toBe(0.7);
    const total = weeks.reduce((sum, week) => sum + week.views, 0);
    expect(total).toBe(180);
  });

  it('groups a year by calendar month', () => {
    const days = makeDays('2025-03-02', 365, () => [1, 0, 0]);
    const months = toChartPoints(days, 'month');
    expect(months).toHaveLength(13);
    expect(months[0]).toMatchObject({ start: '2025-03-02', end: '2025-03-31', views: 30 });
    expect(months[1]).toMatchObject({ start: '2025-04-01', end: '2025-04-30', views: 30 });
    expect(months[12]).toMatchObject({ start: '2026-03-01', end: '2026-03-01', views: 1 });
  });

  it('labels bars in the reader language, by UTC day', () => {
    const [point] = toChartPoints(
      makeDays('2026-03-09', 1, () => [1, 0, 0]),
      'day',
    );
    if (!point) throw new Error('no point');
    expect(formatPointLabel(point, 'day', 'en')).toBe('Mar 9');
    expect(formatPointLabel(point, 'day', 'es')).toBe('9 mar');
    expect(formatPointRange(point, 'day', 'en')).toBe('Mar 9, 2026');
    const week = { ...point, end: '2026-03-15' };
    expect(formatPointRange(week, 'week', 'en')).toMatch(/Mar 9\s*–\s*15, 2026/);
    expect(formatPointRange(point, 'month', 'es')).toBe('marzo de 2026');
  });

  it('tells an empty range from an active one', () => {
    expect(hasActivity({ views: 0, sales: 0, revenue: 0, conversion: 0 })).toBe(false);
    expect(hasActivity({ views: 3, sales: 0, revenue: 0, conversion: 0 })).toBe(true);
  });
});

describe('per-app charts', () => {
  const apps = [
    app('Agenda', 40, 2, 19.98),
    app('Editor de fotos profesional', 120, 3, 29.97),
    app('Quiz', 0, 0),
  ];

  it('compares apps by views, the most visited first, with short names', () => {
    const bars = toAppComparison(apps);
    expect(bars.map((bar) => bar.name)).toEqual(['Editor de fotos profesional', 'Agenda', 'Quiz']);
    expect(bars[0]?.shortName).toBe('Editor de fotos…');
    expect(toAppComparison(apps, 2)).toHaveLength(2);
  });

  it('turns conversion into sales per 100 views and leaves out apps nobody saw', () => {
    const bars = toConversionBars(apps);
    expect(bars.map((bar) => [bar.name, bar.conversionPercent])).toEqual([
      ['Agenda', 5],
      ['Editor de fotos profesional', 2.5],
    ]);
  });

  it('cuts only names that are too long', () => {
    expect(shortenName('  Quiz  ')).toBe('Quiz');
    expect(shortenName('Una aplicación con un nombre largo', 10)).toBe('Una aplic…');
  });
});

describe('conversion as a percentage', () => {
  it('keeps one decimal and survives odd input', () => {
    expect(toPercent(0.025)).toBe(2.5);
    expect(toPercent(1 / 3)).toBe(33.3);
    expect(toPercent(0)).toBe(0);
    expect(toPercent(Number.NaN)).toBe(0);
  });
});
