import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';
import { dateTimeFormat } from '../../../lib/intl-formats';
import { formatDecimal } from '../../../lib/number-format';

/** A price of 0 (or less) means the app is free. */
export function isFree(price: number): boolean {
  return !(price > 0);
}

/** The discount, in whole percent, when the original price is higher than the price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || !(originalPrice > price) || price < 0) return null;
  const percent = Math.round((1 - price / originalPrice) * 100);
  return percent > 0 ? percent : null;
}

/** A date in the reader's language ('18 de noviembre de 2026'), or '' when it does not parse. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** An average rating for display: from 0 to the top of the scale, one decimal ('4.5' / '4,5'). */
export function formatRating(value: number, language: string): string {
  const clamped = Math.min(RATING_SCALE.max, Math.max(0, Number.isFinite(value) ? value : 0));
  return formatDecimal(clamped, 1, language);
}
