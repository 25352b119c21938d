import { fromCents, splitSale, toCents } from '@vitrina/shared/payments/commission';
import { PAYMENT_LIMITS } from '@vitrina/shared/payments/payment.schemas';

/** The figures of one sale as the screens show them (dollars). */
export interface TCommissionBreakdown {
  subtotal: number;
  taxes: number;
  total: number;
  /** The rate that applies (0 for internal developers), 0.1 = 10 %. */
  rate: number;
  commission: number;
  /** What the developer receives. */
  developerNet: number;
  /** An official app of the product: no commission at all. */
  isInternal: boolean;
}

/**
 * Splits a price with the shared `splitSale`, in cents, exactly as the server will when it records
 * the sale. The rate is the one that applies (a project's `customCommissionRate`, a developer's
 * own), kept within 0-1 so a bad value can never show a negative payout; internal developers pay
 * none.
 */
export function commissionBreakdown(price: number, rate: number, isInternal: boolean): TCommissionBreakdown {
  const subtotalCents = Number.isFinite(price) && price > 0 ? toCents(price) : 0;
  const taxesCents = toCents(PAYMENT_LIMITS.taxes);
  const effectiveRate = isInternal || !Number.isFinite(rate) ? 0 : Math.min(1, Math.max(0, rate));
  const { commissionCents, netCents } = splitSale(subtotalCents, effectiveRate);
  return {
    subtotal: fromCents(subtotalCents),
    taxes: fromCents(taxesCents),
    total: fromCents(subtotalCents + taxesCents),
    rate: effectiveRate,
    commission: fromCents(commissionCents),
    developerNet: fromCents(netCents),
    isInternal,
  };
}
