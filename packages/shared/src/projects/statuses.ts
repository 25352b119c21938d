// No validation library here: the store's first view imports this and must stay small.

/** Project statuses, as the API writes them. */
export const PROJECT_STATUSES = [
  'DRAFT',
  'PENDING',
  'UNDER_REVIEW',
  'PUBLISHED',
  'REJECTED',
  'SUSPENDED',
] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Other spellings clients send (lower case, the older PENDING_REVIEW). */
const ALIASES: Record<string, TProjectStatus> = { PENDING_REVIEW: 'UNDER_REVIEW' };

export function toProjectStatus(value: string): TProjectStatus | null {
  const upper = value.trim().toUpperCase();
  const status = ALIASES[upper] ?? upper;
  return (PROJECT_STATUSES as readonly string[]).includes(status) ? (status as TProjectStatus) : null;
}

/**
 * Whether a signed-in person may comment on a project in this status: only a published app takes
 * comments (its developer and admins see other statuses, but nobody comments there).
 */
export function commentsOpen(status: string): boolean {
  return toProjectStatus(status) === 'PUBLISHED';
}

/**
 * Notes the product itself writes on a project, kept as codes and shown in the reader's language.
 * A reviewer's own words (a rejection or suspension reason) stay text, in `observations`.
 */
export const PROJECT_NOTE_CODES = ['SUSPENDED_BY_DEVELOPER', 'DELETION_ACCEPTED'] as const;
export type TProjectNoteCode = (typeof PROJECT_NOTE_CODES)[number];
