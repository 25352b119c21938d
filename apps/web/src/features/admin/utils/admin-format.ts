import { fromCents, toCents } from '@vitrina/shared/payments/commission';

/** A sale's date and time in the reader's language ('12 mar 2026, 14:05'), or '—' when unreadable. */
export function formatSaleDate(value: string, language: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The sum still owed to developers, in cents so that many small sales add up exactly. */
export function totalToPay(payments: ReadonlyArray<{ valorAPagar: number }>): number {
  return fromCents(payments.reduce((sum, payment) => sum + toCents(payment.valorAPagar), 0));
}

/** A day in the reader's language ('12 mar 2026'), or '—' when unreadable. */
export function formatDay(value: string | null | undefined, language: string): string {
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A code-hosting profile as a link: 'github.com/ana' becomes 'https://github.com/ana'; anything odd is not linked. */
export function profileHref(profile: string | null | undefined): string | null {
  const value = profile?.trim();
  if (!value) return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
