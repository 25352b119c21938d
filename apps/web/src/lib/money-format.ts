// Prices are US dollars everywhere in the product, so they are written the US way in both languages.
const FORMATS = {
  /** '$19.99', '$10,000.00': every price and sum shown as money. */
  cents: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  /** '$10,000': a round figure in running text, such as a limit. */
  whole: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  /** '$1.2K': a chart's money axis, where ticks must stay short. */
  compact: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }),
} as const;

export type TUsdStyle = keyof typeof FORMATS;

/** Dollars as the product writes them ('$0.00' for anything that is not a finite number). */
export function formatUsd(amount: number, style: TUsdStyle = 'cents'): string {
  return FORMATS[style].format(Number.isFinite(amount) ? amount : 0);
}

/** A rate as a percentage in the reader's language: '10 %' in Spanish, '10%' in English. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
