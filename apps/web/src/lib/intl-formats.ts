import { displayTimeZone } from './page-clock';

/**
 * The Intl formatters the screens write figures and dates with, made once per locale and options:
 * making one loads the locale's data and costs far more than formatting with it, and a store page
 * writes a rating, a count and a price on every card.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * `new Intl.DateTimeFormat(locale, options)`, made once; in the page's time zone unless the options
 * name one (lib/page-clock: a page the server rendered is hydrated with its dates as it wrote them).
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const zone = options.timeZone ?? displayTimeZone();
  const full = zone ? { ...options, timeZone: zone } : options;
  return cached('date', locale, full, () => new Intl.DateTimeFormat(locale, full));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
