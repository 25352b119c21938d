import { stringify } from 'csv-stringify/sync';

/**
 * A CSV document a spreadsheet opens as it is: UTF-8 with a byte-order mark (so accents survive),
 * RFC 4180 quoting by csv-stringify, CRLF line ends, and text cells that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR) prefixed with an apostrophe. A plain negative number
 * ("-11.25", an amount debited) is a number, not a formula, and is left as it is.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const formula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell);
  const safe = (cell: string | number | null) =>
    typeof cell === 'string' && formula(cell) ? `'${cell}` : (cell ?? '');
  return `\uFEFF${stringify([header, ...rows.map((row) => row.map(safe))], { record_delimiter: 'windows' })}`;
}

/** Content-Disposition for a download: an ASCII fallback name and the real one (RFC 6266/5987). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
