import { useCallback, useSyncExternalStore } from 'react';
import {
  createPendingCommentStore,
  PENDING_COMMENTS_PREFIX,
  pendingCommentsKey,
  type TPendingComment,
} from '../utils/pending-comments';

const store = createPendingCommentStore(() => (typeof window === 'undefined' ? null : window.localStorage));
const listeners = new Set<() => void>();
// Snapshots are cached per key so useSyncExternalStore sees the same array until a change.
const snapshots = new Map<string, TPendingComment[]>();

function notify(): void {
  snapshots.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab sent or saved a comment.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(PENDING_COMMENTS_PREFIX)) notify();
  });
}

/** The pending comments store of the app: every change re-renders the components that read it. */
export const pendingComments = {
  read: (userId: string, projectId: string): TPendingComment[] => {
    const key = pendingCommentsKey(userId, projectId);
    let snapshot = snapshots.get(key);
    if (!snapshot) {
      snapshot = store.read(userId, projectId);
      snapshots.set(key, snapshot);
    }
    return snapshot;
  },
  add: (userId: string, projectId: string, text: string): TPendingComment => {
    const item = store.add(userId, projectId, text);
    notify();
    return item;
  },
  remove: (userId: string, projectId: string, id: string): void => {
    store.remove(userId, projectId, id);
    notify();
  },
};

const EMPTY: TPendingComment[] = [];

/** One person's comments on one project still waiting for the server, oldest first. */
export function usePendingComments(userId: string | null, projectId: string): TPendingComment[] {
  const getSnapshot = useCallback(
    () => (userId ? pendingComments.read(userId, projectId) : EMPTY),
    [userId, projectId],
  );
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}
