import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type TFakePaypal } from '../../../test/fake-paypal';
import { PaymentProviderError } from './payment-provider';
import { createPaypalProvider } from './paypal.provider';

let paypal: TFakePaypal;
const provider = () =>
  createPaypalProvider({
    baseUrl: paypal.url,
    clientId: paypal.credentials.clientId,
    clientSecret: paypal.credentials.clientSecret,
    timeoutMs: 400,
  });

beforeAll(async () => {
  paypal = await startFakePaypal();
});
afterAll(async () => {
  await paypal.close();
});

/** A captured order of 9.99 USD: what a refund starts from. */
async function capturedOrder() {
  const p = provider();
  const { orderId } = await p.createOrder({
    amountCents: 999,
    currency: 'USD',
    payeeMerchantId: null,
    referenceId: 'p-1',
    description: 'Editor',
  });
  paypal.approve(orderId);
  const { captureId } = await p.captureOrder(orderId, `capture-${orderId}`);
  if (!captureId) throw new Error('no capture');
  return { orderId, captureId };
}

const refundOf = (order: { orderId: string; captureId: string }, requestId: string) =>
  provider().refundCapture({ ...order, requestId, amountCents: 999, currency: 'USD' });

describe('PayPal refunds (against a fake of the REST API)', () => {
  it('refunds a capture in full with an empty body and the request id, once per request id', async () => {
    const order = await capturedOrder();
    const first = await refundOf(order, 'refund-1');
    expect(first).toEqual({
      refundId: expect.stringMatching(/^REF-/),
      status: 'COMPLETED',
      amountCents: 999,
    });
    const call = paypal.calls.find((c) => c.path === `/v2/payments/captures/${order.captureId}/refund`);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({});
    expect(call?.headers['paypal-request-id']).toBe('refund-1');
    // The same request id answers the same refund; the capture is refunded once.
    expect(await refundOf(order, 'refund-1')).toEqual(first);
    expect([...paypal.refunds.values()].filter((r) => r.captureId === order.captureId)).toHaveLength(1);
    expect(await provider().getRefund(first.refundId)).toEqual(first);
  });

  it('finds the refund of a capture through its order, or null when none was made', async () => {
    const order = await capturedOrder();
    expect(await provider().findCaptureRefund(order)).toBeNull();
    paypal.nextRefundStatus('FAILED');
    const failed = await refundOf(order, 'refund-failed');
    expect(failed.status).toBe('FAILED');
    // Only a failed attempt: that one is answered.
    expect(await provider().findCaptureRefund(order)).toEqual(failed);
    const made = await refundOf(order, 'refund-again');
    expect(made.status).toBe('COMPLETED');
    // A refund that went through wins over the failed attempt.
    expect(await provider().findCaptureRefund(order)).toEqual(made);
  });

  it('answers a PENDING refund, then its final state when asked again', async () => {
    const order = await capturedOrder();
    paypal.nextRefundStatus('PENDING');
    const pending = await refundOf(order, 'refund-pending');
    expect(pending.status).toBe('PENDING');
    expect((await provider().getRefund(pending.refundId)).status).toBe('PENDING');
    paypal.settleRefund(pending.refundId, 'COMPLETED');
    expect((await provider().getRefund(pending.refundId)).status).toBe('COMPLETED');
  });

  it('refuses a second refund of a fully refunded capture with CAPTURE_FULLY_REFUNDED', async () => {
    const order = await capturedOrder();
    await refundOf(order, 'refund-a');
    const error = await refundOf(order, 'refund-b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: 'declined', providerCode: 'CAPTURE_FULLY_REFUNDED' });
  });

  it.each([
    [{ status: 422, issue: 'REFUND_TIME_LIMIT_EXCEEDED' }, 'declined', 'REFUND_TIME_LIMIT_EXCEEDED'],
    [{ status: 422, issue: 'REFUND_AMOUNT_EXCEEDED' }, 'declined', 'REFUND_AMOUNT_EXCEEDED'],
    [{ status: 422, issue: 'TRANSACTION_REFUSED' }, 'declined', 'TRANSACTION_REFUSED'],
    [
      { status: 422, issue: 'REFUND_FAILED_INSUFFICIENT_FUNDS' },
      'declined',
      'REFUND_FAILED_INSUFFICIENT_FUNDS',
    ],
    [{ status: 403, issue: 'PERMISSION_DENIED' }, 'permission', 'PERMISSION_DENIED'],
    [{ status: 422, issue: 'CURRENCY_MISMATCH' }, 'invalid_request', 'CURRENCY_MISMATCH'],
    [{ status: 429, issue: 'RATE_LIMIT_REACHED' }, 'unavailable', 'RATE_LIMIT_REACHED'],
    [{ status: 503 }, 'unavailable', 'INTERNAL_SERVER_ERROR'],
  ])('maps a refund failure %o to %s, keeping the issue', async (failure, kind, providerCode) => {
    const order = await capturedOrder();
    paypal.failNext('refund', failure);
    const error = await refundOf(order, `r-${order.captureId}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind, providerCode });
    // Nothing was refunded.
    expect(await provider().findCaptureRefund(order)).toBeNull();
  });

  it('reports a lost answer as unavailable, and the refund it made is found through the order', async () => {
    const order = await capturedOrder();
    const before = paypal.refundPosts();
    paypal.failNext('refund', 'lost');
    const error = await refundOf(order, 'refund-lost').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(paypal.refundPosts()).toBe(before + 1);
    expect(await provider().findCaptureRefund(order)).toMatchObject({
      status: 'COMPLETED',
      amountCents: 999,
    });
  });

  it('reports an unknown refund as an invalid request', async () => {
    const error = await provider()
      .getRefund('REF-NOPE')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid_request', providerCode: 'INVALID_RESOURCE_ID' });
  });
});
