import { describe, expect, it } from 'vitest';
import { formatUsdIn } from './figures';

describe('formatUsdIn', () => {
  it('writes dollars the way each language does', () => {
    expect(formatUsdIn(2.5, 'es')).toBe('$2,50');
    expect(formatUsdIn(1234.5, 'es')).toBe('$1.234,50');
    expect(formatUsdIn(2.5, 'en-GB,en;q=0.9')).toBe('$2.50');
    expect(formatUsdIn(1234.5, 'en')).toBe('$1,234.50');
  });

  it('falls back to Spanish, and writes anything that is not a number as zero', () => {
    expect(formatUsdIn(3, undefined)).toBe('$3,00');
    expect(formatUsdIn(Number.NaN, 'en')).toBe('$0.00');
  });
});
