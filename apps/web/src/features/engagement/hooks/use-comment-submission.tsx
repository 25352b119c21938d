import type { TComment } from '@vitrina/shared/engagement/engagement.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { usePostComment } from '../api/post-comment';
import { isRefusal } from '../utils/comment-refusal';
import { isAlreadyPublished, type TPendingComment } from '../utils/pending-comments';
import { pendingComments, usePendingComments } from './use-pending-comments';

/** How a pending comment is doing in this page (not stored: after a reload it is sent again). */
export type TSendState = { status: 'sending' } | { status: 'failed'; error: string };

/** A comment the server refused: sending it again would be refused again, so it is not kept. */
export interface TRefusedComment extends TPendingComment {
  error: string;
}

export interface TPendingCommentView extends TPendingComment {
  /** 'waiting' before this page has tried to send it. */
  state: TSendState | { status: 'waiting' };
}

// Sends under way, across every component and mount (StrictMode mounts twice): never twice at once.
const inFlight = new Set<string>();

/**
 * The comment flow: the text is saved in the browser BEFORE it is sent; on
 * success the project in the cache becomes the server's answer and the copy is removed; on
 * failure the copy stays, is shown as pending with a retry, and is sent again automatically the
 * next time the page opens or the browser comes back online. A refusal is different: the copy is
 * dropped from the browser and the text is shown once with the reason, never with a retry.
 */
export function useCommentSubmission(projectId: string, publishedComments: readonly TComment[]) {
  const { t } = useTranslation('engagement');
  const { user } = useSession();
  const userId = user?.id ?? null;
  const stored = usePendingComments(userId, projectId);
  const [states, setStates] = useState<Record<string, TSendState>>({});
  const [refused, setRefused] = useState<TRefusedComment[]>([]);
  const post = usePostComment();
  // The latest values for the callbacks below, which must not change identity on every render.
  const latest = useRef({ mutate: post.mutateAsync, published: publishedComments });
  latest.current = { mutate: post.mutateAsync, published: publishedComments };

  const setState = useCallback((id: string, state: TSendState | null) => {
    setStates((previous) => {
      const next = { ...previous };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });
  }, []);

  const send = useCallback(
    async (item: TPendingComment, options: { announceFailure: boolean }): Promise<boolean> => {
      if (!userId || inFlight.has(item.id)) return false;
      inFlight.add(item.id);
      setState(item.id, { status: 'sending' });
      try {
        await latest.current.mutate({ projectId, comment: item.text });
        pendingComments.remove(userId, projectId, item.id);
        setState(item.id, null);
        return true;
      } catch (error) {
        const message = getErrorMessage(error);
        if (isRefusal(error)) {
          pendingComments.remove(userId, projectId, item.id);
          setState(item.id, null);
          setRefused((previous) => [...previous, { ...item, error: message }]);
          return false;
        }
        setState(item.id, { status: 'failed', error: message });
        if (options.announceFailure) {
          toast.error(<ToastMessage title={t('comments.sendErrorToast')} text={message} />, {
            toastId: `comment-${item.id}`,
          });
        }
        return false;
      } finally {
        inFlight.delete(item.id);
      }
    },
    [projectId, userId, setState, t],
  );

  /** Sends whatever is still waiting (page opened, browser back online). Quietly: the list shows it. */
  const resendAll = useCallback(() => {
    if (!userId) return;
    for (const item of pendingComments.read(userId, projectId)) {
      if (isAlreadyPublished(item, latest.current.published, userId)) {
        pendingComments.remove(userId, projectId, item.id);
        continue;
      }
      void send(item, { announceFailure: false });
    }
  }, [projectId, userId, send]);

  useEffect(() => {
    resendAll();
    window.addEventListener('online', resendAll);
    return () => window.removeEventListener('online', resendAll);
  }, [resendAll]);

  const pending: TPendingCommentView[] = stored.map((item) => ({
    ...item,
    state: states[item.id] ?? { status: 'waiting' },
  }));

  return {
    pending,
    /** Comments the server refused in this visit, shown with the reason until dismissed. */
    refused,
    dismissRefused: (id: string) => setRefused((previous) => previous.filter((item) => item.id !== id)),
    /** Saves the text, then sends it; resolves true when the server has it. */
    submit: (text: string): Promise<boolean> => {
      if (!userId) return Promise.resolve(false);
      return send(pendingComments.add(userId, projectId, text), { announceFailure: true });
    },
    retry: (id: string) => {
      const item = stored.find((candidate) => candidate.id === id);
      if (item) void send(item, { announceFailure: true });
    },
    discard: (id: string) => {
      if (userId) pendingComments.remove(userId, projectId, id);
      setState(id, null);
    },
  };
}
