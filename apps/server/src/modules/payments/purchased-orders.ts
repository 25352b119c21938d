import { translateMessage } from '@vitrina/shared/i18n/messages';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TPurchasedOrder } from '@vitrina/shared/payments/payment.schemas';
import { isHttpUrl } from '@vitrina/shared/projects/project-urls';
import type { TPaymentRepository } from './payment.repository';

type TRows = Awaited<ReturnType<TPaymentRepository['listPurchasedOrders']>>;
type TRow = TRows['owned'][number] | TRows['pending'][number];

/**
 * The buyer's purchases as purchased orders: payments the provider still holds first
 * (pending), then the apps they own (completed), each with the address that opens it. A free app's
 * method stays the code 'free'.
 */
export function toPurchasedOrders(
  { owned, pending }: TRows,
  actorId: string,
  language?: string,
): TPurchasedOrder[] {
  const method = (provider: TRow['provider']) =>
    provider === 'sandbox'
      ? translateMessage('payment.methodSandbox', language)
      : provider === 'paypal'
        ? 'PayPal'
        : 'free';
  const order = (
    row: TRow,
    id: string,
    status: 'pending' | 'completed',
    appUrl: string | null = null,
    hostedBuild = false,
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
    appUrl,
    hostedBuild,
  });
  return [
    ...pending.map((row) => order(row, row.id, 'pending')),
    // Only an owned app is opened from here, and only at an address a browser can follow.
    ...owned.map((row) =>
      order(
        row,
        row.saleId ?? `${row.projectId}:${actorId}`,
        'completed',
        isHttpUrl(row.demoUrl) ? row.demoUrl : null,
        row.hasHostedBuild,
      ),
    ),
  ];
}
