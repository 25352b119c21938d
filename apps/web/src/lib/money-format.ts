// Prices are US dollars everywhere in the product, so they are written the US way in both languages.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$19.99', '$10,000.00' ('$0.00' for anything that is not a finite number). */
export function formatUsd(amount: number): string {
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** A rate as a percentage in the reader's language: '10 %' in Spanish, '10%' in English. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
