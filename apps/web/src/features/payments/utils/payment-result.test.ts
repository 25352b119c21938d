import type { TOrderStatusResponse } from '@vitrina/shared/payments/payment.schemas';
import { describe, expect, it } from 'vitest';
import {
  decidePaymentResult,
  outcomeOfOrderStatus,
  parsePaymentResultQuery,
  paymentResultPath,
  type TOrderCheck,
  type TPaymentResultQuery,
  toVerification,
} from './payment-result';

const parse = (query: string) => parsePaymentResultQuery(new URLSearchParams(query));

describe('reading the result page address', () => {
  it('reads status, method, app, order and amount', () => {
    expect(parse('status=success&method=paypal&appId=app-1&orderId=ORD-9&amount=19.99')).toEqual({
      status: 'success',
      method: 'paypal',
      appId: 'app-1',
      orderId: 'ORD-9',
      amount: 19.99,
    });
  });

  it('accepts transactionId for the order, as older links carry it', () => {
    expect(parse('status=failed&appId=a&transactionId=TX-1')).toMatchObject({
      status: 'failed',
      orderId: 'TX-1',
      method: 'paypal',
      amount: null,
    });
  });

  it('treats an unknown status as success and keeps pending and failed', () => {
    expect(parse('status=weird&appId=a')?.status).toBe('success');
    expect(parse('status=PENDING&appId=a')?.status).toBe('pending');
    expect(parse('status=Failed&appId=a')?.status).toBe('failed');
  });

  it('cannot work without the app or the status', () => {
    expect(parse('status=success')).toBeNull();
    expect(parse('appId=a&orderId=x')).toBeNull();
    expect(parse('')).toBeNull();
    expect(parse(`status=success&appId=${'x'.repeat(500)}`)).toBeNull();
  });

  it('ignores an amount that is not a sum of money', () => {
    expect(parse('status=success&appId=a&amount=abc')?.amount).toBeNull();
    expect(parse('status=success&appId=a&amount=-3')?.amount).toBeNull();
    expect(parse('status=success&appId=a&amount=0')?.amount).toBe(0);
  });
});

describe('the address the payment modal goes to', () => {
  it('names the outcome, the app, the order and the amount', () => {
    const path = paymentResultPath({ status: 'success', appId: 'app 1', orderId: 'O-1', amount: 19.9 });
    expect(path).toBe('/payment-result?status=success&method=paypal&appId=app+1&orderId=O-1&amount=19.90');
    const [, search = ''] = path.split('?');
    expect(parse(search)).toEqual({
      status: 'success',
      method: 'paypal',
      appId: 'app 1',
      orderId: 'O-1',
      amount: 19.9,
    });
  });
});

describe('what the result page shows', () => {
  const query: TPaymentResultQuery = {
    status: 'success',
    method: 'paypal',
    appId: 'app-1',
    orderId: 'O-1',
    amount: 10,
  };

  it('waits out the delay first, whatever is known', () => {
    expect(decidePaymentResult(query, { state: 'skipped' }, false)).toEqual({ kind: 'waiting' });
    expect(decidePaymentResult(null, { state: 'skipped' }, false)).toEqual({ kind: 'waiting' });
  });

  it('says the payment data could not be read when the address lacks it', () => {
    expect(decidePaymentResult(null, { state: 'skipped' }, true)).toEqual({ kind: 'invalid' });
  });

  it('never says a purchase was recorded on the address alone: nobody signed in, or no order id', () => {
    // 'skipped' is what the page has when nobody is signed in or the address names no order.
    expect(decidePaymentResult(query, { state: 'skipped' }, true)).toEqual({ kind: 'confirming', query });
    const noOrder = { ...query, orderId: null };
    expect(decidePaymentResult(noOrder, { state: 'skipped' }, true)).toEqual({
      kind: 'confirming',
      query: noOrder,
    });
    // An unknown status reads as success, and so as 'confirming' too.
    const unknown = parsePaymentResultQuery(new URLSearchParams('status=whatever&appId=app-1'));
    expect(decidePaymentResult(unknown, { state: 'skipped' }, true)).toMatchObject({ kind: 'confirming' });
  });

  it("answers someone else's order (403/404) with the neutral word, not an error to retry", () => {
    expect(decidePaymentResult(query, { state: 'notTheirs' }, true)).toEqual({ kind: 'confirming', query });
  });

  it('shows a failed or pending address as it says: it claims nothing was bought', () => {
    for (const state of ['skipped', 'notTheirs'] as const) {
      expect(decidePaymentResult({ ...query, status: 'failed' }, { state }, true)).toEqual({
        kind: 'outcome',
        status: 'failed',
        appId: 'app-1',
        orderId: 'O-1',
        amount: 10,
        method: 'paypal',
        verified: false,
      });
      expect(decidePaymentResult({ ...query, status: 'pending' }, { state }, true)).toMatchObject({
        kind: 'outcome',
        status: 'pending',
        verified: false,
      });
    }
  });

  it('says success only for an order the server confirmed completed', () => {
    const views = (['skipped', 'notTheirs', 'failed', 'checking'] as const).map((state) =>
      decidePaymentResult(query, { state }, true),
    );
    expect(views.filter((view) => view.kind === 'outcome' && view.status === 'success')).toEqual([]);
    const confirmed = decidePaymentResult(
      query,
      { state: 'verified', status: 'COMPLETED', projectId: 'app-1', orderId: 'O-1', amount: 10 },
      true,
    );
    expect(confirmed).toMatchObject({ kind: 'outcome', status: 'success', verified: true });
  });

  it('keeps waiting while the server is asked, and reports a failed check', () => {
    expect(decidePaymentResult(query, { state: 'checking' }, true)).toEqual({ kind: 'waiting' });
    expect(decidePaymentResult(query, { state: 'failed' }, true)).toEqual({ kind: 'verifyError', query });
  });

  it("trusts the server's state over the address", () => {
    const verified = (status: 'CREATED' | 'PENDING' | 'COMPLETED' | 'FAILED') =>
      decidePaymentResult(
        { ...query, status: 'success' },
        { state: 'verified', status, projectId: 'app-9', orderId: 'O-1', amount: 12.5 },
        true,
      );
    expect(verified('FAILED')).toMatchObject({ kind: 'outcome', status: 'failed', verified: true });
    expect(verified('PENDING')).toMatchObject({ status: 'pending' });
    expect(verified('CREATED')).toMatchObject({ status: 'pending' });
    expect(verified('COMPLETED')).toMatchObject({ status: 'success', appId: 'app-9', amount: 12.5 });
  });

  it('maps every order status', () => {
    expect(outcomeOfOrderStatus('COMPLETED')).toBe('success');
    expect(outcomeOfOrderStatus('FAILED')).toBe('failed');
    expect(outcomeOfOrderStatus('PENDING')).toBe('pending');
    expect(outcomeOfOrderStatus('CREATED')).toBe('pending');
  });
});

describe("reading the server's answer on the order", () => {
  const answer: TOrderStatusResponse = {
    orderId: 'O-1',
    projectId: 'app-1',
    projectName: 'App',
    amount: 10,
    currency: 'USD',
    provider: 'sandbox',
    status: 'COMPLETED',
    saleId: 'S-1',
    createdAt: '2025-01-01T00:00:00.000Z',
    buyerId: 'buyer-1',
  };
  const check = (change: Partial<TOrderCheck>) =>
    toVerification({ userId: 'buyer-1', orderId: 'O-1', data: undefined, errorStatus: null, ...change });

  it('asks nothing without a signed-in person or an order id', () => {
    expect(check({ userId: null, data: answer })).toEqual({ state: 'skipped' });
    expect(check({ orderId: null, data: answer })).toEqual({ state: 'skipped' });
  });

  it("takes the buyer's own order as the server states it", () => {
    expect(check({ data: answer })).toEqual({
      state: 'verified',
      status: 'COMPLETED',
      projectId: 'app-1',
      orderId: 'O-1',
      amount: 10,
    });
    expect(check({})).toEqual({ state: 'checking' });
  });

  it("does not tell anyone else about the order: 403, 404, or another buyer's order an admin reads", () => {
    expect(check({ errorStatus: 404 })).toEqual({ state: 'notTheirs' });
    expect(check({ errorStatus: 403 })).toEqual({ state: 'notTheirs' });
    expect(check({ userId: 'admin-1', data: answer })).toEqual({ state: 'notTheirs' });
  });

  it('reports a check that could not be made (no connection, server error) as failed', () => {
    expect(check({ errorStatus: 0 })).toEqual({ state: 'failed' });
    expect(check({ errorStatus: 502 })).toEqual({ state: 'failed' });
  });
});
