import { describe, expect, it } from 'vitest';
import { appPath, isValidDeveloperId } from './app-path';
import { discountPercent, formatDate, formatRating, isFree } from './catalogue-format';

describe('prices', () => {
  it('takes 0 for free', () => {
    expect(isFree(0)).toBe(true);
    expect(isFree(0.5)).toBe(false);
  });

  it('computes a discount only when the original price is higher', () => {
    expect(discountPercent(19.99, 29.99)).toBe(33);
    expect(discountPercent(10, 10)).toBeNull();
    expect(discountPercent(10, 5)).toBeNull();
    expect(discountPercent(10, null)).toBeNull();
  });
});

describe('dates and ratings', () => {
  it('formats a date in the reader language, and nothing for an invalid one', () => {
    expect(formatDate('2026-11-18T12:00:00.000Z', 'es')).toBe('18 de noviembre de 2026');
    expect(formatDate('2026-11-18T12:00:00.000Z', 'en')).toBe('November 18, 2026');
    expect(formatDate('not a date', 'es')).toBe('');
    expect(formatDate(null, 'es')).toBe('');
  });

  it('rounds a rating to one decimal within 0-5', () => {
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4.25, 'es')).toBe('4,3');
    expect(formatRating(7, 'en')).toBe('5.0');
    expect(formatRating(Number.NaN, 'en')).toBe('0.0');
  });
});

describe('statuses and paths', () => {
  it('links apps by slug (else id) and checks developer ids', () => {
    expect(appPath({ id: 'a1', slug: 'sudoku-zen' })).toBe('/app/sudoku-zen');
    expect(appPath({ id: 'a1', slug: '' })).toBe('/app/a1');
    expect(isValidDeveloperId('97ddc53c-147f-456b-8c51-ba6defaa9a83')).toBe(true);
    expect(isValidDeveloperId('abc')).toBe(false);
    expect(isValidDeveloperId(undefined)).toBe(false);
  });
});
