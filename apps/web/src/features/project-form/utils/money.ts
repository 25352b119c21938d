import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';

// Prices are US dollars everywhere in the product, so they are written the US way in both languages.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$19.99', '$10,000.00'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** A price the form can show: a finite number within the allowed range. */
export function isShowablePrice(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= PROJECT_LIMITS.priceMax
  );
}

/**
 * What one sale leaves: commission = round(price × rate, 2), computed in cents as the server does,
 * and the rest for the developer (before the payment provider's own fee).
 */
export function splitSale(price: number, rate: number): { commission: number; net: number } {
  const priceCents = Math.round(price * 100);
  const commissionCents = Math.round(priceCents * rate);
  return { commission: commissionCents / 100, net: (priceCents - commissionCents) / 100 };
}

/** '10 %' in Spanish, '10%' in English. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}
