import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkAllReadResult } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** POST /api/notices/read-all: every notice of the reader marked read. */
export function markAllNoticesRead(): Promise<TMarkAllReadResult> {
  return apiClient.post<TMarkAllReadResult>('/notices/read-all');
}

export function useMarkAllNoticesRead() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: markAllNoticesRead,
    onSuccess: (result) => {
      if (user) queryClient.setQueryData(noticeKeys.unread(user.id), { unread: result.unread });
    },
    onSettled: () => {
      if (!user) return;
      void queryClient.invalidateQueries({ queryKey: noticeKeys.lists(user.id) });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.unread(user.id) });
    },
  });
}
