import { formatShare } from '../../../lib/number-format';

/** A percentage already multiplied by 100 ('2,5%' / '2.5%'). */
export function formatPercent(percent: number, language: string): string {
  return formatShare((Number.isFinite(percent) ? percent : 0) / 100, 1, language);
}

/** A date (and time) in the reader's language ('12 mar 2026'), or '—' when it does not parse. */
export function formatShortDate(
  value: string | null | undefined,
  language: string,
  withTime = false,
): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}
