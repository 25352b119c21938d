import { describe, expect, it } from 'vitest';
import {
  decidePaymentResult,
  outcomeOfOrderStatus,
  parsePaymentResultQuery,
  paymentResultPath,
  type TPaymentResultQuery,
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

  it('shows the address outcome when there is nothing to verify', () => {
    expect(decidePaymentResult(query, { state: 'skipped' }, true)).toEqual({
      kind: 'outcome',
      status: 'success',
      appId: 'app-1',
      orderId: 'O-1',
      amount: 10,
      method: 'paypal',
      verified: false,
    });
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
