import { describe, expect, it } from 'vitest';
import { formatRate, formatUsd } from './money-format';

describe('money on screen', () => {
  it('writes dollars the US way in both languages, with cents', () => {
    expect(formatUsd(17.99)).toBe('$17.99');
    expect(formatUsd(15)).toBe('$15.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(10_000)).toBe('$10,000.00');
  });

  it('writes a round figure without cents, and a chart tick short', () => {
    expect(formatUsd(10_000, 'whole')).toBe('$10,000');
    expect(formatUsd(1234, 'compact')).toBe('$1.2K');
  });

  it('shows $0.00 for anything that is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });

  it('writes the rate as each language does', () => {
    expect(formatRate(0.1, 'es')).toBe('10\u00a0%');
    expect(formatRate(0.1, 'en')).toBe('10%');
    expect(formatRate(0.125, 'en')).toBe('12.5%');
  });
});
