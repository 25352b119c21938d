import { dateTimeFormat } from '../../../lib/intl-formats';

/** When a notice was written, in the reader's language ('27 nov 2026, 10:15'); '' when it does not parse. */
export function formatNoticeTime(value: string, language: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Where a notice leads, kept inside the product: a path of its own ('/app/x'), never another site
 * (a notice's link is the server's, but a link is only followed when it is one of ours).
 */
export function noticeHref(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/notices';
}

/** The bell's figure: up to 99, then '99+'. */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
