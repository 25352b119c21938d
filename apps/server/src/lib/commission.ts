import { bpsToRate } from './money';

/**
 * The commission rate that applies to a sale: internal developers pay none; otherwise the
 * project's admin-set rate wins, then the developer's, then the platform's.
 */
export function effectiveCommissionRate(input: {
  platformRate: number;
  developerIsInternal: boolean;
  developerRateBps: number | null;
  projectRateBps: number | null;
}): number {
  if (input.developerIsInternal) return 0;
  if (input.projectRateBps !== null) return bpsToRate(input.projectRateBps);
  if (input.developerRateBps !== null) return bpsToRate(input.developerRateBps);
  return input.platformRate;
}

/** Commission = round(price × rate, 2) in cents; the developer is owed the rest. */
export { splitSale } from '@vitrina/shared/payments/commission';
