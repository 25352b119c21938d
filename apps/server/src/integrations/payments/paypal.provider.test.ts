import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type TFakePaypal } from '../../../test/fake-paypal';
import { PaymentProviderError } from './payment-provider';
import { createPaypalProvider } from './paypal.provider';

let paypal: TFakePaypal;
let clock = 1_000_000;
const provider = () =>
  createPaypalProvider({
    baseUrl: paypal.url,
    clientId: paypal.credentials.clientId,
    clientSecret: paypal.credentials.clientSecret,
    timeoutMs: 500,
    now: () => clock,
  });

beforeAll(async () => {
  paypal = await startFakePaypal();
});
afterAll(async () => {
  await paypal.close();
});

const order = {
  amountCents: 999,
  currency: 'USD' as const,
  payeeMerchantId: 'CARLOSMEND001',
  referenceId: 'p-1',
  description: 'Editor',
};
const tokenCalls = () => paypal.calls.filter((c) => c.path === '/v1/oauth2/token').length;

describe('PayPal provider (against a fake of the REST API)', () => {
  it('creates an order with intent CAPTURE, the amount in USD and the payee, then captures it once per request id', async () => {
    const p = provider();
    const { orderId } = await p.createOrder(order);
    const create = paypal.calls.find((c) => c.path === '/v2/checkout/orders');
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'p-1',
          amount: { currency_code: 'USD', value: '9.99' },
          payee: { merchant_id: 'CARLOSMEND001' },
        },
      ],
    });
    paypal.approve(orderId);
    const first = await p.captureOrder(orderId, `capture-${orderId}`);
    expect(first).toMatchObject({
      orderId,
      status: 'COMPLETED',
      amountCents: 999,
      captureId: expect.stringMatching(/^CAP-/),
    });
    const replay = await p.captureOrder(orderId, `capture-${orderId}`);
    expect(replay.captureId).toBe(first.captureId);
    const captureCall = paypal.calls.find((c) => c.path.endsWith('/capture'));
    expect(captureCall?.headers['paypal-request-id']).toBe(`capture-${orderId}`);
    expect(await p.getOrder(orderId)).toMatchObject({ status: 'COMPLETED', captureId: first.captureId });
  });

  it('caches the OAuth token until it expires, then fetches a new one; a revoked token is replaced once', async () => {
    const p = provider();
    const before = tokenCalls();
    await p.createOrder(order);
    await p.createOrder(order);
    expect(tokenCalls()).toBe(before + 1);
    clock += 10 * 3_600_000; // past expires_in
    await p.createOrder(order);
    expect(tokenCalls()).toBe(before + 2);
    paypal.revokeTokens();
    await p.createOrder(order);
    expect(tokenCalls()).toBe(before + 3);
  });

  it.each([
    [{ status: 422, issue: 'INSTRUMENT_DECLINED' }, 'declined'],
    [{ status: 403 }, 'permission'],
    [{ status: 422, issue: 'UNPROCESSABLE_ENTITY' }, 'invalid_request'],
    [{ status: 500 }, 'unavailable'],
    ['hang' as const, 'unavailable'],
  ])('maps a capture failure %o to %s', async (failure, kind) => {
    const p = provider();
    const { orderId } = await p.createOrder(order);
    paypal.approve(orderId);
    paypal.failNext('capture', failure);
    const error = await p.captureOrder(orderId, `r-${orderId}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).kind).toBe(kind);
    expect((await p.getOrder(orderId)).status).toBe('APPROVED');
  });

  it('retries a 401 once with a fresh token, and reports wrong credentials as an authentication failure', async () => {
    const p = provider();
    const { orderId } = await p.createOrder(order);
    paypal.approve(orderId);
    paypal.failNext('capture', { status: 401 });
    expect((await p.captureOrder(orderId, `t-${orderId}`)).status).toBe('COMPLETED');

    const wrong = createPaypalProvider({
      baseUrl: paypal.url,
      clientId: 'x',
      clientSecret: 'y',
      timeoutMs: 500,
    });
    const error = await wrong.createOrder(order).catch((e: unknown) => e);
    expect((error as PaymentProviderError).kind).toBe('authentication');
  });

  it('sends a payout to the merchant id, once per request id', async () => {
    const p = provider();
    const first = await p.sendPayout({
      amountCents: 899,
      currency: 'USD',
      receiverMerchantId: 'CARLOSMEND001',
      requestId: 'sale-1',
      note: 'Venta',
    });
    const again = await p.sendPayout({
      amountCents: 899,
      currency: 'USD',
      receiverMerchantId: 'CARLOSMEND001',
      requestId: 'sale-1',
      note: 'Venta',
    });
    expect(again.reference).toBe(first.reference);
    const call = paypal.calls.find((c) => c.path === '/v1/payments/payouts');
    expect(call?.body).toMatchObject({
      items: [
        {
          recipient_type: 'PAYPAL_ID',
          receiver: 'CARLOSMEND001',
          amount: { value: '8.99', currency: 'USD' },
        },
      ],
    });
  });
});
