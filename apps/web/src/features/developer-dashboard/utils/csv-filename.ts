/** The name of the analytics export: 'analitica-2026-05-01.csv' (English: 'analytics-…'), today's date. */
export function analyticsCsvFilename(language: string, today: Date = new Date()): string {
  const prefix = language.toLowerCase().startsWith('en') ? 'analytics' : 'analitica';
  const year = today.getFullYear();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${prefix}-${year}-${month}-${day}.csv`;
}
