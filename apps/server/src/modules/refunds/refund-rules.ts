import type { TRefundRow } from '../../db/repositories/refund.repository';
import { AppError } from '../../lib/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a sale's buyer may ask for a refund (inclusive): its date plus the window. */
export const refundableUntil = (saleCreatedAt: Date, windowDays: number) =>
  new Date(saleCreatedAt.getTime() + windowDays * DAY_MS);

/**
 * Why the buyer may not ask for a refund of this sale now, as the error to answer (null: they
 * may): one request under way at a time, none again after a refusal or a failure, and only
 * within the window.
 */
export function requestRefusal(
  sale: { createdAt: Date },
  refundsOfSale: Pick<TRefundRow, 'status'>[],
  now: Date,
  windowDays: number,
): AppError | null {
  const statuses = new Set(refundsOfSale.map((r) => r.status));
  if (statuses.has('COMPLETED')) return new AppError('SALE_ALREADY_REFUNDED', 'refund.saleAlreadyRefunded');
  if (statuses.has('REQUESTED') || statuses.has('APPROVED') || statuses.has('PENDING'))
    return new AppError('REFUND_ALREADY_REQUESTED', 'refund.alreadyRequested');
  if (statuses.has('REJECTED')) return new AppError('REFUND_ALREADY_REFUSED', 'refund.alreadyRefused');
  if (statuses.has('FAILED')) return new AppError('REFUND_ALREADY_REFUSED', 'refund.alreadyFailed');
  if (now.getTime() > refundableUntil(sale.createdAt, windowDays).getTime())
    return new AppError('REFUND_WINDOW_CLOSED', 'refund.windowClosed', undefined, { days: windowDays });
  return null;
}
