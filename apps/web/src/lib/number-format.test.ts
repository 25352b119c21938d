import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDecimal, formatShare } from './number-format';

beforeAll(async () => {
  await i18next.init({ lng: 'es', resources: {} });
});
afterEach(async () => {
  await i18next.changeLanguage('es');
});

describe('numbers on screen', () => {
  it('groups digits as the reader’s language does', () => {
    expect(formatCount(12_345, 'es')).toBe('12.345');
    expect(formatCount(1234, 'es')).toBe('1.234');
    expect(formatCount(12_345, 'en')).toBe('12,345');
  });

  it('follows the active language when none is given', async () => {
    expect(formatCount(1234)).toBe('1.234');
    expect(formatDecimal(4.5, 1)).toBe('4,5');
    await i18next.changeLanguage('en');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatDecimal(4.5, 1)).toBe('4.5');
  });

  it('writes decimals and percentages in the same convention', () => {
    expect(formatAmount(1.5, 1, 'es')).toBe('1,5');
    expect(formatShare(0.029, 1, 'es')).toBe('2,9%');
    expect(formatShare(0.029, 1, 'en')).toBe('2.9%');
  });

  it('shows 0 for anything that is not a number', () => {
    expect(formatCount(Number.NaN, 'en')).toBe('0');
  });
});
