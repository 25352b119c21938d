import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatBalanceUsd, formatRate, formatSignedUsd, formatUsd } from './money-format';

beforeAll(async () => {
  await i18next.init({ lng: 'es', resources: {} });
});
afterEach(async () => {
  await i18next.changeLanguage('es');
});

describe('money on screen', () => {
  it('writes dollars the way the page’s language writes money, with cents', () => {
    expect(formatUsd(17.99, 'cents', 'en')).toBe('$17.99');
    expect(formatUsd(1234.5, 'cents', 'en')).toBe('$1,234.50');
    expect(formatUsd(1.99, 'cents', 'es')).toBe('$1,99');
    expect(formatUsd(10_000, 'cents', 'es')).toBe('$10.000,00');
  });

  it('follows the active language when none is given', async () => {
    expect(formatUsd(1.99)).toBe('$1,99');
    await i18next.changeLanguage('en');
    expect(formatUsd(1.99)).toBe('$1.99');
    expect(formatRate(0.029)).toBe('2.9%');
  });

  it('writes a round figure without cents, and a chart tick short', () => {
    expect(formatUsd(10_000, 'whole', 'en')).toBe('$10,000');
    expect(formatUsd(10_000, 'whole', 'es')).toBe('$10.000');
    expect(formatUsd(1234, 'compact', 'en')).toBe('$1.2K');
    expect(formatUsd(12, 'compact', 'en')).toBe('$12');
  });

  it('shows zero for anything that is not a number', () => {
    expect(formatUsd(Number.NaN, 'cents', 'en')).toBe('$0.00');
    expect(formatUsd(Number.POSITIVE_INFINITY, 'cents', 'es')).toBe('$0,00');
  });

  it('writes a rate the way the money beside it is written', () => {
    expect(formatRate(0.029, 'es')).toBe('2,9%');
    expect(formatRate(0.1, 'en')).toBe('10%');
    expect(formatRate(0.125, 'en')).toBe('12.5%');
  });

  it('writes a credit with a plus and a debit with a minus before the symbol', () => {
    expect(formatSignedUsd(7.2, 'es')).toBe('+$7,20');
    expect(formatSignedUsd(-7.2, 'es')).toBe('\u2212$7,20');
    expect(formatSignedUsd(-1234.5, 'en')).toBe('\u2212$1,234.50');
    expect(formatSignedUsd(0, 'en')).toBe('$0.00');
    // Less than half a cent is no movement at all.
    expect(formatSignedUsd(-0.001, 'en')).toBe('$0.00');
    expect(formatSignedUsd(Number.NaN, 'es')).toBe('$0,00');
  });

  it('writes a balance plainly, with a minus sign only when it is owed', () => {
    expect(formatBalanceUsd(21.6, 'es')).toBe('$21,60');
    expect(formatBalanceUsd(-4.49, 'es')).toBe('\u2212$4,49');
    expect(formatBalanceUsd(-0.001, 'en')).toBe('$0.00');
  });
});
