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
