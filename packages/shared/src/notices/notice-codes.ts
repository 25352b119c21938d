/**
 * What a notice tells, by code. A notice is stored as one of these codes with its parameters (the
 * app's name, a version, an amount) and is put into words only when it is read, in the reader's
 * language (`notice.<code>.title` / `.body` in the shared message catalogue). The first part names
 * who reads it: an app's owner (or buyer), its developer, an admin.
 */
export const NOTICE_CODES = [
  // Owners of an app (people who bought or claimed it)
  'owner.version_current',
  'owner.app_suspended',
  'owner.app_restored',
  'owner.refund_completed',
  'owner.refund_refused',
  // Someone who commented on an app
  'commenter.reply',
  // The app's developer
  'developer.sale',
  'developer.refund_requested',
  'developer.refund_completed',
  'developer.refund_refused',
  'developer.rating',
  'developer.comment',
  'developer.build_ready',
  'developer.build_failed',
  'developer.build_approved',
  'developer.build_approved_not_current',
  'developer.build_rejected',
  'developer.github_profile_failed',
  'developer.github_repository_failed',
  'developer.payout_sent',
  'developer.webhook_paused',
  // Admins: work waiting for them
  'admin.build_waiting',
  'admin.revision_waiting',
  'admin.refund_waiting',
] as const;
export type TNoticeCode = (typeof NOTICE_CODES)[number];

/** A notice's parameters: the facts its words are filled with (names, versions, amounts). */
export type TNoticeParams = Record<string, string | number>;

/** How much of a text a notice quotes (release notes, a comment, a reason): a few lines, at most this. */
export const NOTICE_QUOTE_MAX = 280;
/** Lines of release notes an update notice and mail quote. */
export const NOTICE_QUOTE_LINES = 3;

/**
 * The first lines of a text, for a notice or a mail: at most NOTICE_QUOTE_LINES non-empty lines and
 * NOTICE_QUOTE_MAX characters, with an ellipsis when something was left out; null for no text.
 */
export function quoteOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return null;
  let quote = lines.slice(0, NOTICE_QUOTE_LINES).join('\n');
  let cut = lines.length > NOTICE_QUOTE_LINES;
  if (quote.length > NOTICE_QUOTE_MAX) {
    quote = quote.slice(0, NOTICE_QUOTE_MAX).trimEnd();
    cut = true;
  }
  return cut ? `${quote}…` : quote;
}
