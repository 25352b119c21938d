import { fromCents, splitSale as splitSaleCents, toCents } from '@vitrina/shared/payments/commission';
import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';

export { formatRate, formatUsd } from '../../../lib/money-format';

/** A price the form can show: a finite number within the allowed range. */
export function isShowablePrice(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= PROJECT_LIMITS.priceMax
  );
}

/**
 * What one sale leaves: the shared split (commission = round(price × rate, 2), in cents, as the
 * server computes it), in dollars; the rest goes to the developer (before the provider's own fee).
 */
export function splitSale(price: number, rate: number): { commission: number; net: number } {
  const { commissionCents, netCents } = splitSaleCents(toCents(price), rate);
  return { commission: fromCents(commissionCents), net: fromCents(netCents) };
}
