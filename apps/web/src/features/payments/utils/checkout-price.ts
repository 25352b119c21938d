import { type TPriceQuote, ZPayAmount } from '@vitrina/shared/payments/discount.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';

/** Why the amount typed for a pay-what-you-want app cannot be paid, as a message key; null when it can. */
export type TAmountProblem = 'payment.amountInvalid' | 'payment.amountBelowMinimum';

/** The amount typed, in dollars, or null when it is not one (empty, letters, three decimals). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  const parsed = ZPayAmount.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : null;
}

/** The amount the form starts with: the suggested price, never under the minimum. */
export function initialAmount(project: Pick<TProject, 'price' | 'suggestedPrice'>): string {
  return Math.max(project.price, project.suggestedPrice ?? 0).toFixed(2);
}

/** What the checkout charges and shows, from the app, the code applied and the amount typed. */
export type TCheckoutPrice = {
  /** What the buyer pays (pay what you want: the amount typed, or the minimum while it is not valid). */
  price: number;
  /** The price before the code, for the summary's subtotal. */
  listPrice: number;
  /** The code, with what it takes off what the buyer pays; null when it takes nothing. */
  discount: TPriceQuote['discount'];
  /** The least the buyer may pay (after the code). */
  minimum: number;
  /** Why the amount typed cannot be paid; null when it can (or the price is fixed). */
  problem: TAmountProblem | null;
};

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The checkout's price. A fixed price is the list price or the code's; for pay what you want the
 * buyer pays what they typed, of at least the minimum (the code lowers it), and the code counts as a
 * discount only for what it lets them pay under the app's own minimum (the server reckons the same).
 */
export function checkoutPrice(
  project: Pick<TProject, 'price' | 'payWhatYouWant'>,
  applied: TPriceQuote | null,
  amountText: string,
): TCheckoutPrice {
  if (!project.payWhatYouWant) {
    const price = applied?.price ?? project.price;
    return {
      price,
      listPrice: project.price,
      discount: applied?.discount ?? null,
      minimum: price,
      problem: null,
    };
  }
  const minimum = applied?.minimum ?? project.price;
  const typed = parseAmount(amountText);
  const problem: TAmountProblem | null =
    typed === null
      ? 'payment.amountInvalid'
      : cents(typed) < cents(minimum)
        ? 'payment.amountBelowMinimum'
        : null;
  const price = problem === null && typed !== null ? typed : minimum;
  const offCents = applied?.discount ? Math.max(0, cents(project.price) - cents(price)) : 0;
  return {
    price,
    listPrice: offCents > 0 ? project.price : price,
    discount: applied?.discount && offCents > 0 ? { ...applied.discount, amount: offCents / 100 } : null,
    minimum,
    problem,
  };
}
