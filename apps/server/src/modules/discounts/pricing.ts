import type { TDiscountCodeRow } from '../../db/repositories/discount.repository';

/** What a code takes off: a percent of the price, or a fixed amount (never below 0). */
export type TDiscountRule = Pick<TDiscountCodeRow, 'kind' | 'percent' | 'amountCents'>;

/** The price after the code, in cents: a percent off is rounded to the nearest cent. */
export function discountedCents(listCents: number, rule: TDiscountRule): number {
  if (rule.kind === 'PERCENT') return listCents - Math.round((listCents * (rule.percent ?? 0)) / 100);
  return Math.max(0, listCents - (rule.amountCents ?? 0));
}

/** Why a code does not apply to this app now, as a message key: null when it does. */
export function codeRefusal(
  code: TDiscountCodeRow,
  target: { projectId: string; developerId: string },
  now: Date,
): string | null {
  if (code.developerId !== target.developerId) return 'discount.notValid';
  if (code.projectId !== null && code.projectId !== target.projectId) return 'discount.notValid';
  if (code.status === 'PAUSED') return 'discount.paused';
  if (code.startsAt && code.startsAt > now) return 'discount.notStarted';
  if (code.endsAt && code.endsAt <= now) return 'discount.ended';
  return null;
}

/** How an app is priced: a fixed price, or pay what you want from a minimum. */
export type TPriceTerms = { priceCents: number; payWhatYouWant: boolean; suggestedPriceCents: number | null };

/** What a buyer pays, and the least they could: both in cents, with the price before the code. */
export type TAmounts = { listCents: number; priceCents: number; minimumCents: number };

/**
 * The amounts for a buyer, or why the amount they chose is refused (a message key). A code lowers
 * the price, or for pay what you want the minimum; the list price is then what the buyer would have
 * paid without it (the minimum when they pay less than it, else what they chose: a code that took
 * nothing off is no discount). A fixed price takes no amount. Without an amount, pay what you want
 * charges the suggested price (with a code: the minimum after it).
 */
export function amountsFor(
  terms: TPriceTerms,
  rule: TDiscountRule | null,
  amountCents: number | undefined,
): TAmounts | { refusal: 'payment.amountFixedPrice' | 'payment.amountBelowMinimum'; minimumCents: number } {
  const minimumCents = rule ? discountedCents(terms.priceCents, rule) : terms.priceCents;
  if (!terms.payWhatYouWant) {
    if (amountCents !== undefined) return { refusal: 'payment.amountFixedPrice', minimumCents };
    return { listCents: terms.priceCents, priceCents: minimumCents, minimumCents };
  }
  const chosen =
    amountCents ?? (rule ? minimumCents : Math.max(terms.priceCents, terms.suggestedPriceCents ?? 0));
  if (chosen < minimumCents) return { refusal: 'payment.amountBelowMinimum', minimumCents };
  return { listCents: rule ? Math.max(chosen, terms.priceCents) : chosen, priceCents: chosen, minimumCents };
}
