import { describe, expect, it } from 'vitest';
import { formatRate, formatUsd, isShowablePrice, splitSale } from './money';

describe('what a sale leaves', () => {
  it('rounds the commission to cents, as the server does', () => {
    expect(splitSale(19.99, 0.1)).toEqual({ commission: 2, net: 17.99 });
    expect(splitSale(15, 0.1)).toEqual({ commission: 1.5, net: 13.5 });
    expect(splitSale(0.05, 0.1)).toEqual({ commission: 0.01, net: 0.04 });
    expect(splitSale(24, 0.125)).toEqual({ commission: 3, net: 21 });
  });

  it('leaves the whole price when no commission applies (internal developers)', () => {
    expect(splitSale(9.99, 0)).toEqual({ commission: 0, net: 9.99 });
  });
});

describe('figures on screen', () => {
  it('writes dollars the US way in both languages', () => {
    expect(formatUsd(17.99)).toBe('$17.99');
    expect(formatUsd(10_000)).toBe('$10,000.00');
  });

  it('writes the rate as each language does', () => {
    expect(formatRate(0.1, 'es')).toBe('10\u00a0%');
    expect(formatRate(0.1, 'en')).toBe('10%');
    expect(formatRate(0.125, 'en')).toBe('12.5%');
  });

  it('shows only prices within the allowed range', () => {
    expect(isShowablePrice(0)).toBe(true);
    expect(isShowablePrice(10_000)).toBe(true);
    expect(isShowablePrice(10_000.01)).toBe(false);
    expect(isShowablePrice(Number.NaN)).toBe(false);
    expect(isShowablePrice(undefined)).toBe(false);
    expect(isShowablePrice(-1)).toBe(false);
  });
});
