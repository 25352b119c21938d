import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TNoticeList } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** Notices per page of the notices page. */
export const NOTICES_PAGE_SIZE = 20;

/**
 * GET /api/notices?page&size: the signed-in person's notices, newest first, put into words in the
 * language of the request, and how many are unread in all.
 */
export function getNotices(page: number, signal?: AbortSignal): Promise<TNoticeList> {
  return apiClient.get<TNoticeList>(`/notices?page=${page}&size=${NOTICES_PAGE_SIZE}`, { signal });
}

export function useNotices(page: number) {
  const { user } = useSession();
  const language = getCurrentLanguage();
  return useQuery({
    queryKey: noticeKeys.list(user?.id ?? '', language, page),
    queryFn: ({ signal }) => getNotices(page, signal),
    enabled: !!user,
    staleTime: 0,
    // Turning the page keeps the last notices on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
