import { describe, expect, it } from 'vitest';
import { isDay, localDay, salesCsvFilename, salesRangeProblem } from './sales-range';

describe('the sales report range', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2026-03-14')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('14/03/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('names what is wrong with a range', () => {
    expect(salesRangeProblem({ from: '', to: '' })).toBeNull();
    expect(salesRangeProblem({ from: '2026-03-01', to: '' })).toBeNull();
    expect(salesRangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(salesRangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('sales.invertedRange');
    expect(salesRangeProblem({ from: '2026-13-01', to: '' })).toBe('sales.invalidDay');
  });

  it('writes the local day, not the UTC one', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('the CSV file name', () => {
  const today = new Date(2026, 2, 14, 10, 0);

  it('is named after the day it is saved when every sale is exported', () => {
    expect(salesCsvFilename({ from: '', to: '' }, today)).toBe('ventas-2026-03-14.csv');
  });

  it('names the range, closing an open end with today', () => {
    expect(salesCsvFilename({ from: '2026-03-01', to: '2026-03-31' }, today)).toBe(
      'ventas-2026-03-01_2026-03-31.csv',
    );
    expect(salesCsvFilename({ from: '2026-03-01', to: '' }, today)).toBe('ventas-2026-03-01_2026-03-14.csv');
    expect(salesCsvFilename({ from: '', to: '2026-02-28' }, today)).toBe('ventas-hasta-2026-02-28.csv');
  });
});
