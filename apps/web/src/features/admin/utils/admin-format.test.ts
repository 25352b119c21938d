import { describe, expect, it } from 'vitest';
import { formatDay, formatSaleDate, profileHref } from './admin-format';

describe('the sales figures', () => {
  it('writes the sale date in the reader language, or a dash', () => {
    expect(formatSaleDate('2026-03-12T14:05:00Z', 'en')).toMatch(/Mar 12, 2026/);
    expect(formatSaleDate('2026-03-12T14:05:00Z', 'es')).toMatch(/12 mar 2026/);
    expect(formatSaleDate('not a date', 'es')).toBe('—');
    expect(formatSaleDate('', 'en')).toBe('—');
  });
});

describe('the admin lists', () => {
  it('write a day without the time, or a dash', () => {
    expect(formatDay('2026-03-12T14:05:00Z', 'en')).toMatch(/Mar 12, 2026/);
    expect(formatDay(null, 'es')).toBe('—');
  });

  it('link a code-hosting profile only when it is a web address', () => {
    expect(profileHref('github.com/ana')).toBe('https://github.com/ana');
    expect(profileHref('https://github.com/ana')).toBe('https://github.com/ana');
    expect(profileHref('')).toBeNull();
    expect(profileHref(null)).toBeNull();
    expect(profileHref('not a url at all')).toBeNull();
  });
});
