/** A sale's date and time in the reader's language ('12 mar 2026, 14:05'), or '—' when unreadable. */
export function formatSaleDate(value: string, language: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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
