import { describe, expect, it } from 'vitest';
import { analyticsCsvFilename, ledgerCsvFilename, sourcesCsvFilename } from './csv-filename';

describe('the analytics export file name', () => {
  it("is 'analitica-YYYY-MM-DD.csv' with the person's date, zero-padded", () => {
    expect(analyticsCsvFilename('es', new Date(2026, 2, 5, 10, 0))).toBe('analitica-2026-03-05.csv');
    expect(analyticsCsvFilename('es-CO', new Date(2026, 11, 31, 23, 59))).toBe('analitica-2026-12-31.csv');
  });

  it('is named in English for English readers', () => {
    expect(analyticsCsvFilename('en', new Date(2026, 0, 9))).toBe('analytics-2026-01-09.csv');
  });
});

describe('the ledger export file name', () => {
  it("is 'movimientos-YYYY-MM-DD.csv', or 'ledger-…' in English", () => {
    expect(ledgerCsvFilename('es', new Date(2026, 10, 4))).toBe('movimientos-2026-11-04.csv');
    expect(ledgerCsvFilename('en-US', new Date(2026, 10, 24))).toBe('ledger-2026-11-24.csv');
  });
});

describe('the sources export file name', () => {
  it("is 'fuentes-YYYY-MM-DD.csv', or 'sources-…' in English", () => {
    expect(sourcesCsvFilename('es', new Date(2026, 4, 1))).toBe('fuentes-2026-05-01.csv');
    expect(sourcesCsvFilename('en-GB', new Date(2026, 4, 1))).toBe('sources-2026-05-01.csv');
  });
});
