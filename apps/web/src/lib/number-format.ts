/** A whole number with the reader's digit grouping ('1.234' in Spanish, '1,234' in English). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(Number.isFinite(value) ? value : 0);
}
