import { describe, expect, it } from 'vitest';
import { isShowablePrice } from './price';

describe('the price the form shows', () => {
  it('shows only prices within the allowed range', () => {
    expect(isShowablePrice(0)).toBe(true);
    expect(isShowablePrice(10_000)).toBe(true);
    expect(isShowablePrice(10_000.01)).toBe(false);
    expect(isShowablePrice(Number.NaN)).toBe(false);
    expect(isShowablePrice(undefined)).toBe(false);
    expect(isShowablePrice(-1)).toBe(false);
  });
});
