import { describe, expect, it } from 'vitest';
import { formatCount } from './number-format';

describe('counts on screen', () => {
  it('groups digits as the reader’s language does', () => {
    expect(formatCount(12_345, 'es')).toBe('12.345');
    expect(formatCount(12_345, 'en')).toBe('12,345');
  });

  it('shows 0 for anything that is not a number', () => {
    expect(formatCount(Number.NaN, 'en')).toBe('0');
  });
});
