import type { PURCHASE_STATUSES } from '@vitrina/shared/payments/payment.schemas';
import { dateTimeFormat, relativeTimeFormat } from '../../../lib/intl-formats';
/** A date in the reader's language ('18 de noviembre de 2026'), or '' when it does not parse. */
export function formatLongDate(value: string, language: string, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: style }).format(date);
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_S = 7 * 24 * 60 * 60;

/**
 * When a comment was written, as people say it: 'hace un momento', 'hace 5 minutos', 'ayer';
 * after a week the date itself ('3 de mayo de 2026'). '' when the date does not parse.
 */
export function formatRelativeTime(value: string, language: string, now = Date.now()): string {
  const time = Date.parse(value);
  if (!value || Number.isNaN(time)) return '';
  const seconds = Math.round((now - time) / 1000);
  if (seconds >= WEEK_S) return formatLongDate(value, language);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  // A date slightly in the future (clocks differ) reads as just now.
  if (seconds < 60) return format.format(0, 'second');
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [candidate, candidateSize] of UNITS) {
    if (seconds >= candidateSize) [unit, size] = [candidate, candidateSize];
  }
  return format.format(-Math.floor(seconds / size), unit);
}

/** The four labels of an order's status: anything unknown was refunded. */
export type TOrderStatus = (typeof PURCHASE_STATUSES)[number];

export function orderStatusOf(status: string): TOrderStatus {
  const value = status.trim().toLowerCase();
  return value === 'completed' || value === 'pending' || value === 'failed' ? value : 'refunded';
}

/** 'PayPal' for the payment provider's code; other methods as they come, '' for none. */
export function paymentMethodLabel(method: string): string {
  const value = method.trim();
  return value.toLowerCase() === 'paypal' ? 'PayPal' : value;
}
