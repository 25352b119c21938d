import type { TPurchasedOrder } from '@vitrina/shared/payments/payment.schemas';
import type { TPurchaseRefund } from '@vitrina/shared/payments/refund.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the refund line of a purchase says. */
export type TPurchaseRefundView =
  /** A free app, a payment not completed, or a purchase with nothing to say about refunds. */
  | { kind: 'none' }
  /** 'Solicitar reembolso', and until when it may be asked. */
  | { kind: 'available'; until: string | null }
  /** The window has passed: when it ended and, when it can be told, how long it was. */
  | { kind: 'expired'; until: string; days: number | null }
  /** A refund was asked for or made: its state. */
  | { kind: 'refund'; refund: TPurchaseRefund };

/**
 * The length of the refund window in whole days, from the purchase to the last moment a refund
 * may be asked (the server sets both); null when either date does not read.
 */
export function refundWindowDays(purchaseDate: string, refundableUntil: string): number | null {
  const from = Date.parse(purchaseDate);
  const to = Date.parse(refundableUntil);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  const days = Math.round((to - from) / DAY_MS);
  return days > 0 ? days : null;
}

type TRefundFacts = Pick<
  TPurchasedOrder,
  'status' | 'purchaseDate' | 'refund' | 'refundableUntil' | 'canRequestRefund'
>;

/** Which refund line a purchase shows now: the server decides whether one may be asked. */
export function purchaseRefundView(order: TRefundFacts, now: number = Date.now()): TPurchaseRefundView {
  if (order.refund) return { kind: 'refund', refund: order.refund };
  if (order.canRequestRefund) return { kind: 'available', until: order.refundableUntil };
  const until = order.refundableUntil;
  const end = until ? Date.parse(until) : Number.NaN;
  if (until && order.status.trim().toLowerCase() === 'completed' && !Number.isNaN(end) && end < now) {
    return { kind: 'expired', until, days: refundWindowDays(order.purchaseDate, until) };
  }
  return { kind: 'none' };
}

/** The sentence under a refund's state chip (a key under `dashboard.purchased.refund.states`). */
export function refundStateText(status: TPurchaseRefund['status']): string {
  switch (status) {
    case 'APPROVED':
    case 'PENDING':
      return 'approved';
    case 'COMPLETED':
      return 'completed';
    case 'REJECTED':
      return 'rejected';
    case 'FAILED':
      return 'failed';
    default:
      return 'requested';
  }
}
