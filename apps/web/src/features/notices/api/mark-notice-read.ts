import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotice } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** POST /api/notices/{id}/read: one of the reader's notices marked read (404 for anyone else's). */
export function markNoticeRead(id: string): Promise<TNotice> {
  return apiClient.post<TNotice>(`/notices/${encodeURIComponent(id)}/read`);
}

/** Marks a notice read; the list and the bell ask again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: markNoticeRead,
    onSettled: () => {
      if (!user) return;
      void queryClient.invalidateQueries({ queryKey: noticeKeys.lists(user.id) });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.unread(user.id) });
    },
  });
}
