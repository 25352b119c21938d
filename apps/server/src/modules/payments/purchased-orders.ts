import { translateMessage } from '@vitrina/shared/i18n/messages';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TPurchasedOrder } from '@vitrina/shared/payments/payment.schemas';
import { isHttpUrl } from '@vitrina/shared/projects/project-urls';
import type { TPaymentRepository } from '../../db/repositories/payment.repository';
import { refundableUntil, requestRefusal, toPurchaseRefund } from '../refunds';

type TRows = Awaited<ReturnType<TPaymentRepository['listPurchasedOrders']>>;
type TRow = TRows['owned'][number] | TRows['pending'][number] | TRows['refunded'][number];

/**
 * The buyer's purchases as purchased orders: payments the provider still holds first
 * (pending), then the apps they own (completed), each with the address that opens it and what
 * they may do about a refund, then the sales refunded to them (refunded). A free app's method
 * stays the code 'free'.
 */
export function toPurchasedOrders(
  { owned, pending, refunded, refunds }: TRows,
  actorId: string,
  options: { language?: string; now: Date; refundWindowDays: number },
): TPurchasedOrder[] {
  const { language, now, refundWindowDays } = options;
  const refundsOf = (saleId: string | null) => (saleId ? refunds.filter((r) => r.saleId === saleId) : []);
  const method = (provider: TRow['provider']) =>
    provider === 'sandbox'
      ? translateMessage('payment.methodSandbox', language)
      : provider === 'paypal'
        ? 'PayPal'
        : 'free';
  const order = (
    row: TRow,
    id: string,
    status: 'pending' | 'completed' | 'refunded',
    more: Partial<TPurchasedOrder> = {},
  ): TPurchasedOrder => ({
    id,
    orderId: row.orderId,
    projectId: row.projectId,
    projectSlug: row.projectSlug,
    projectName: row.projectName,
    projectImage: row.projectImage,
    developerName: row.developerName,
    purchaseDate: row.createdAt.toISOString(),
    amount: row.amountCents === null ? 0 : fromCents(row.amountCents),
    paymentMethod: method(row.provider),
    status,
    appUrl: null,
    hostedBuild: false,
    refund: null,
    refundableUntil: null,
    canRequestRefund: false,
    ...more,
  });
  /** A paid purchase's refund: its latest, until when it may be asked for, and whether it may now. */
  const refundState = (row: TRows['owned'][number]) => {
    const ofSale = refundsOf(row.saleId);
    const sale = row.saleCreatedAt && row.amountCents ? { createdAt: row.saleCreatedAt } : null;
    return {
      refund: ofSale[0] ? toPurchaseRefund(ofSale[0]) : null,
      refundableUntil: sale ? refundableUntil(sale.createdAt, refundWindowDays).toISOString() : null,
      canRequestRefund: sale !== null && requestRefusal(sale, ofSale, now, refundWindowDays) === null,
    };
  };
  return [
    ...pending.map((row) => order(row, row.id, 'pending')),
    // Only an owned app is opened from here, and only at an address a browser can follow.
    ...owned.map((row) =>
      order(row, row.saleId ?? `${row.projectId}:${actorId}`, 'completed', {
        appUrl: isHttpUrl(row.demoUrl) ? row.demoUrl : null,
        hostedBuild: row.hasHostedBuild,
        ...refundState(row),
      }),
    ),
    ...refunded.map((row) => {
      const latest = refundsOf(row.saleId)[0];
      return order(row, row.saleId, 'refunded', { refund: latest ? toPurchaseRefund(latest) : null });
    }),
  ];
}
