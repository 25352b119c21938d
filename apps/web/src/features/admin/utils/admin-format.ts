/** A sale's date and time in the reader's language ('12 mar 2026, 14:05'), or '—' when unreadable. */
export function formatSaleDate(value: string, language: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The sum still owed to developers, in cents so that many small sales add up exactly. */
export function totalToPay(payments: ReadonlyArray<{ valorAPagar: number }>): number {
  const cents = payments.reduce((sum, payment) => sum + Math.round(payment.valorAPagar * 100), 0);
  return cents / 100;
}
