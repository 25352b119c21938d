import type { TComment } from '@vitrina/shared/engagement/engagement.schemas';

/**
 * Comments waiting to reach the server: each is written to the browser BEFORE it is
 * sent, removed once the server has it, and kept (and shown) when sending fails, to be sent
 * again later. Stored per person and project, so one person's text is never sent as another's.
 */
export interface TPendingComment {
  /** A local id (the server gives the real one). */
  id: string;
  text: string;
  /** When it was written (ms since epoch). */
  savedAt: number;
}

/** The few Storage methods the store needs (localStorage in the app, a Map in tests). */
export interface TKeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every pending-comments key starts with this. */
export const PENDING_COMMENTS_PREFIX = 'vitrina_pending_comment:';

/** The storage key of one person's pending comments on one project. */
export function pendingCommentsKey(userId: string, projectId: string): string {
  return `${PENDING_COMMENTS_PREFIX}${userId}:${projectId}`;
}

function isPendingComment(value: unknown): value is TPendingComment {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<TPendingComment>;
  return (
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.text === 'string' &&
    item.text.trim() !== '' &&
    typeof item.savedAt === 'number'
  );
}

/** Reads a stored list; corrupt values read as empty and unusable items are skipped. */
export function parsePendingComments(raw: string | null): TPendingComment[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter(isPendingComment) : [];
  } catch {
    return [];
  }
}

/**
 * True when the project already shows this comment from this person, written after it was saved
 * (give or take clock differences): the last send reached the server but its answer was lost, so
 * sending it again would publish it twice.
 */
export function isAlreadyPublished(
  item: TPendingComment,
  comments: readonly Pick<TComment, 'authorId' | 'text' | 'createdAt'>[],
  userId: string,
  clockSkewMs = 5 * 60 * 1000,
): boolean {
  const text = item.text.trim();
  return comments.some((comment) => {
    const createdAt = Date.parse(comment.createdAt);
    return (
      comment.authorId === userId &&
      comment.text.trim() === text &&
      Number.isFinite(createdAt) &&
      createdAt >= item.savedAt - clockSkewMs
    );
  });
}

/** A local id; randomUUID exists only on secure pages (https, localhost), so there is a fallback. */
function localId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Reading and changing the pending comments kept in `storage`. Storage failures are ignored. */
export function createPendingCommentStore(storage: () => TKeyValueStorage | null) {
  const read = (userId: string, projectId: string): TPendingComment[] => {
    try {
      return parsePendingComments(storage()?.getItem(pendingCommentsKey(userId, projectId)) ?? null);
    } catch {
      return [];
    }
  };
  const write = (userId: string, projectId: string, items: TPendingComment[]): void => {
    try {
      const key = pendingCommentsKey(userId, projectId);
      if (items.length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(items));
    } catch {
      // Full or disabled storage: the comment is still sent, it just cannot wait for a retry.
    }
  };
  return {
    read,
    /** Keeps a new comment (trimmed) at the end of the list and returns it. */
    add(userId: string, projectId: string, text: string, now = Date.now(), id: string = localId()) {
      const item: TPendingComment = { id, text: text.trim(), savedAt: now };
      write(userId, projectId, [...read(userId, projectId), item]);
      return item;
    },
    remove(userId: string, projectId: string, id: string): void {
      write(
        userId,
        projectId,
        read(userId, projectId).filter((item) => item.id !== id),
      );
    },
  };
}
