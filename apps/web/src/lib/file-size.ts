import { formatAmount } from './number-format';

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size in the reader's language, in the binary units the 1 MB limit is counted in
 * ('512 B', '300 KB', '1,5 MB' in Spanish, '1.5 MB' in English).
 */
export function formatFileSize(bytes: number, language: string): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const format = (amount: number, digits: number) => formatAmount(amount, digits, language);
  if (value < KB) return `${format(value, 0)} B`;
  if (value < MB) return `${format(value / KB, value < 10 * KB ? 1 : 0)} KB`;
  return `${format(value / MB, 1)} MB`;
}
