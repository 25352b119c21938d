import { useQuery } from '@tanstack/react-query';
import type { TUnreadCount } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** How often the bell asks again while the page is in view (and on return to the tab). */
const UNREAD_REFRESH_MS = 2 * 60 * 1000;

/** GET /api/notices/unread-count: the bell's figure. */
export function getUnreadCount(signal?: AbortSignal): Promise<TUnreadCount> {
  return apiClient.get<TUnreadCount>('/notices/unread-count', { signal });
}

/** The signed-in person's unread notices; nothing is asked for anyone else (visitors, the server). */
export function useUnreadNoticeCount() {
  const { user } = useSession();
  return useQuery({
    queryKey: noticeKeys.unread(user?.id ?? ''),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: !!user,
    staleTime: 30 * 1000,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
