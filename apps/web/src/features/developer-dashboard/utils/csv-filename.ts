/** The reader's date as YYYY-MM-DD, zero-padded. */
function dayOf(today: Date): string {
  const year = today.getFullYear();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const isEnglish = (language: string) => language.toLowerCase().startsWith('en');

/** The name of the analytics export: 'analitica-2026-05-01.csv' (English: 'analytics-…'), today's date. */
export function analyticsCsvFilename(language: string, today: Date = new Date()): string {
  return `${isEnglish(language) ? 'analytics' : 'analitica'}-${dayOf(today)}.csv`;
}

/** The name of the sources export: 'fuentes-2026-05-01.csv' (English: 'sources-…'), today's date. */
export function sourcesCsvFilename(language: string, today: Date = new Date()): string {
  return `${isEnglish(language) ? 'sources' : 'fuentes'}-${dayOf(today)}.csv`;
}

/** The name of the ledger export: 'movimientos-2026-05-01.csv' (English: 'ledger-…'), today's date. */
export function ledgerCsvFilename(language: string, today: Date = new Date()): string {
  return `${isEnglish(language) ? 'ledger' : 'movimientos'}-${dayOf(today)}.csv`;
}
