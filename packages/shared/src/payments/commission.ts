/**
 * Commission arithmetic shared by the server (which decides) and the payment modal (which shows
 * the same figures before paying). Money is integer cents; rates are fractions (0.1 = 10 %).
 */

/** Commission = round(price × rate, 2) in cents; the developer is owed the rest. */
export function splitSale(priceCents: number, rate: number): { commissionCents: number; netCents: number } {
  const commissionCents = Math.round(priceCents * rate);
  return { commissionCents, netCents: priceCents - commissionCents };
}

/** Dollars (9.99) to cents (999) without floating-point drift. */
export const toCents = (amount: number): number => Math.round(amount * 100);
/** Cents (999) to dollars (9.99). */
export const fromCents = (cents: number): number => cents / 100;
