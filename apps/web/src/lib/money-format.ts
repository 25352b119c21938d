import { numberFormat } from './intl-formats';
import { figureLocale, formatShare } from './number-format';

// Prices are US dollars everywhere in the product; they are written the way the page's language
// writes money ('$19,99' in Spanish, '$19.99' in English), never converted.
const OPTIONS = {
  /** Every price and sum shown as money. */
  cents: { style: 'currency', currency: 'USD' },
  /** A round figure in running text, such as a limit ('$10,000'). */
  whole: { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  /** A chart's money axis, where ticks must stay short ('$1.2K'). */
  compact: {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

export type TUsdStyle = keyof typeof OPTIONS;

function formatOf(style: TUsdStyle, locale: string): Intl.NumberFormat {
  return numberFormat(locale, OPTIONS[style]);
}

/**
 * Dollars as the page's language writes them (the active language unless one is given); anything
 * that is not a finite number shows as zero.
 */
export function formatUsd(amount: number, style: TUsdStyle = 'cents', language?: string): string {
  return formatOf(style, figureLocale(language)).format(Number.isFinite(amount) ? amount : 0);
}

/** A commission rate (0.1 = 10 %) as a percentage in the page's language ('10%', '12,5%'). */
export function formatRate(rate: number, language?: string): string {
  return formatShare(rate, 2, language);
}

/**
 * A signed movement of money ('+$7,20', '−$7,20'): credits with a plus, debits with a minus sign
 * before the symbol (Spanish would otherwise write '$-7,20'); zero has no sign.
 */
export function formatSignedUsd(amount: number, language?: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const cents = Math.round(value * 100);
  const written = formatUsd(Math.abs(cents) / 100, 'cents', language);
  if (cents > 0) return `+${written}`;
  if (cents < 0) return `\u2212${written}`;
  return written;
}

/** A balance: as money when in credit or even, with a minus sign when owed ('−$4,49'). */
export function formatBalanceUsd(amount: number, language?: string): string {
  return Math.round((Number.isFinite(amount) ? amount : 0) * 100) < 0
    ? formatSignedUsd(amount, language)
    : formatUsd(Math.max(0, amount), 'cents', language);
}
