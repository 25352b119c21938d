import type { TPriceQuote } from '@vitrina/shared/payments/discount.schemas';
import { describe, expect, it } from 'vitest';
import { checkoutPrice, initialAmount, parseAmount } from './checkout-price';

const quote = (fields: Partial<TPriceQuote>): TPriceQuote => ({
  projectId: 'p1',
  listPrice: 4,
  price: 2,
  payWhatYouWant: true,
  minimum: 2,
  suggested: null,
  currency: 'USD',
  discount: { code: 'HALF', kind: 'percent', percent: 50, amount: 2 },
  free: false,
  ...fields,
});

describe('the amount typed', () => {
  it('reads dollars with up to two decimals, a comma as the decimal mark too', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('7,25')).toBe(7.25);
    expect(parseAmount('0')).toBe(0);
  });

  it('is no amount when empty, negative, with three decimals, letters or over the largest price', () => {
    for (const text of ['', ' ', '-1', '1.234', 'abc', '1e3', '10000.01'])
      expect(parseAmount(text), text).toBeNull();
  });

  it('starts at the suggested price, never under the minimum', () => {
    expect(initialAmount({ price: 3, suggestedPrice: 8 })).toBe('8.00');
    expect(initialAmount({ price: 3, suggestedPrice: null })).toBe('3.00');
  });
});

describe('the checkout price', () => {
  it('a fixed price is the list price, or the code’s', () => {
    const fixed = { price: 10, payWhatYouWant: false };
    expect(checkoutPrice(fixed, null, '')).toMatchObject({ price: 10, discount: null, problem: null });
    const applied = quote({
      payWhatYouWant: false,
      price: 8,
      minimum: 8,
      discount: { code: 'X', kind: 'percent', percent: 20, amount: 2 },
    });
    expect(checkoutPrice(fixed, applied, '')).toMatchObject({
      price: 8,
      listPrice: 10,
      discount: { amount: 2 },
    });
  });

  it('pay what you want charges the amount typed, of at least the minimum', () => {
    const pwyw = { price: 3, payWhatYouWant: true };
    expect(checkoutPrice(pwyw, null, '12.34')).toMatchObject({
      price: 12.34,
      listPrice: 12.34,
      problem: null,
    });
    expect(checkoutPrice(pwyw, null, '3')).toMatchObject({ price: 3, problem: null });
    expect(checkoutPrice(pwyw, null, '2.99')).toMatchObject({
      price: 3,
      problem: 'payment.amountBelowMinimum',
    });
    expect(checkoutPrice(pwyw, null, 'x')).toMatchObject({ problem: 'payment.amountInvalid' });
  });

  it('a code lowers the minimum and is a discount only for what is paid under the app’s minimum', () => {
    const pwyw = { price: 4, payWhatYouWant: true };
    const applied = quote({});
    expect(checkoutPrice(pwyw, applied, '2.50')).toMatchObject({
      price: 2.5,
      listPrice: 4,
      minimum: 2,
      discount: { code: 'HALF', amount: 1.5 },
      problem: null,
    });
    expect(checkoutPrice(pwyw, applied, '6')).toMatchObject({ price: 6, listPrice: 6, discount: null });
    expect(checkoutPrice(pwyw, applied, '1.99')).toMatchObject({ problem: 'payment.amountBelowMinimum' });
  });
});
