/** A day as the sales report sends it (YYYY-MM-DD), or '' for an open end. */
export interface TSalesRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The reader's local date as YYYY-MM-DD (the CSV file is named after the day it was saved). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What is wrong with a range, as a message key of the admin namespace, or null when it is usable. */
export function salesRangeProblem(range: TSalesRange): 'sales.invalidDay' | 'sales.invertedRange' | null {
  if ((range.from && !isDay(range.from)) || (range.to && !isDay(range.to))) return 'sales.invalidDay';
  if (range.from && range.to && range.from > range.to) return 'sales.invertedRange';
  return null;
}

/**
 * The exported file's name: 'ventas-2026-03-14.csv' (the day it was saved) for every sale,
 * 'ventas-2026-03-01_2026-03-31.csv' for a range, with today closing an open end.
 */
export function salesCsvFilename(range: TSalesRange, today: Date): string {
  const day = localDay(today);
  if (!range.from && !range.to) return `ventas-${day}.csv`;
  if (!range.from) return `ventas-hasta-${range.to}.csv`;
  return `ventas-${range.from}_${range.to || day}.csv`;
}
