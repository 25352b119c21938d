import { createHash, randomBytes } from 'node:crypto';
import type { TDatabase } from '../../db/client';
import {
  createSandboxOrderRepository,
  type TSandboxOrderRow,
} from '../../db/repositories/sandbox-order.repository';
import {
  PaymentProviderError,
  type TOrderState,
  type TPaymentProvider,
  type TRefundState,
} from './payment-provider';

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

const toState = (row: TSandboxOrderRow): TOrderState => ({
  orderId: row.id,
  status: row.status,
  amountCents: row.amountCents,
  captureId: row.captureId,
});

/** The sandbox's refund of an order: complete at once, for the order's whole amount. */
const toRefund = (row: TSandboxOrderRow): TRefundState | null =>
  row.refundId ? { refundId: row.refundId, status: 'COMPLETED', amountCents: row.amountCents } : null;

/**
 * The embedded test-mode provider: no outside account and no real money. Its orders live in the
 * database (so every server process agrees on them) and follow PayPal's states: an order is
 * CREATED, and the capture call both approves and completes it, once. `decline` stands in for a
 * refused card (PayPal's INSTRUMENT_DECLINED) so the failure path can be tried end to end. A
 * capture is refunded in full at once, and only once (a second call answers the same refund).
 */
export function createSandboxProvider(db: TDatabase): TPaymentProvider {
  const orders = createSandboxOrderRepository(db);

  async function find(orderId: string) {
    const row = await orders.find(orderId);
    if (!row) throw new PaymentProviderError('invalid_request', 'Order not found', 'INVALID_RESOURCE_ID');
    return row;
  }

  return {
    name: 'sandbox',

    async createOrder(input) {
      if (input.amountCents <= 0)
        throw new PaymentProviderError(
          'invalid_request',
          'Amount must be positive',
          'INVALID_PARAMETER_VALUE',
        );
      const id = newId('SBX-');
      await orders.insert({ id, amountCents: input.amountCents, payeeMerchantId: input.payeeMerchantId });
      return { orderId: id };
    },

    async captureOrder(orderId, _requestId, options) {
      const current = await find(orderId);
      if (current.status === 'COMPLETED') return toState(current);
      if (options?.simulate === 'decline')
        throw new PaymentProviderError(
          'declined',
          'The instrument was declined (test mode)',
          'INSTRUMENT_DECLINED',
        );
      // One conditional update: of concurrent captures exactly one moves the order.
      const captured = await orders.capture(orderId, newId('SBXCAP-'));
      return toState(captured ?? (await find(orderId)));
    },

    async getOrder(orderId) {
      return toState(await find(orderId));
    },

    async refundCapture(input) {
      const order = await find(input.orderId);
      if (order.status !== 'COMPLETED' || order.captureId !== input.captureId)
        throw new PaymentProviderError('invalid_request', 'Capture not found', 'INVALID_RESOURCE_ID');
      // One conditional update: of concurrent refunds of the capture exactly one is made.
      const refunded = await orders.refund(order.id, newId('SBXREF-'));
      return toRefund(refunded ?? (await find(order.id))) as TRefundState;
    },

    async getRefund(refundId) {
      const row = await orders.findByRefund(refundId);
      const refund = row ? toRefund(row) : null;
      if (!refund)
        throw new PaymentProviderError('invalid_request', 'Refund not found', 'INVALID_RESOURCE_ID');
      return refund;
    },

    async findCaptureRefund({ orderId, captureId }) {
      const order = await find(orderId);
      return order.captureId === captureId ? toRefund(order) : null;
    },

    async sendPayout(input) {
      if (input.amountCents <= 0)
        throw new PaymentProviderError(
          'invalid_request',
          'Amount must be positive',
          'INVALID_PARAMETER_VALUE',
        );
      // The same request id gives the same reference, as PayPal's idempotent payouts do.
      const digest = createHash('sha256').update(input.requestId).digest('hex').slice(0, 16).toUpperCase();
      return { reference: `SBX-PAYOUT-${digest}` };
    },
  };
}
