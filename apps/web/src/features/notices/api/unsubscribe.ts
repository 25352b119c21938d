import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUnsubscribeDetails, TUnsubscribeResult } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { noticeKeys } from './notice-query-keys';

const query = (token: string) => `token=${encodeURIComponent(token)}`;

/** GET /api/email/unsubscribe/details?token: what the link stops (changes nothing; no session). */
export function getUnsubscribeDetails(token: string, signal?: AbortSignal): Promise<TUnsubscribeDetails> {
  return apiClient.get<TUnsubscribeDetails>(`/email/unsubscribe/details?${query(token)}`, { signal });
}

/** The confirmation page's data: the server renders it with it; the browser reads it from the page. */
export function unsubscribeDetailsQueryOptions(token: string) {
  return queryOptions({
    queryKey: noticeKeys.unsubscribe(token),
    queryFn: ({ signal }) => getUnsubscribeDetails(token, signal),
    retry: false,
  });
}

/** POST /api/email/unsubscribe?token: the same one-click a mail program makes. */
export function unsubscribe(token: string): Promise<TUnsubscribeResult> {
  return apiClient.post<TUnsubscribeResult>(`/email/unsubscribe?${query(token)}`, {});
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (result) => {
      const { message: _message, ...details } = result;
      queryClient.setQueryData(noticeKeys.unsubscribe(token), details);
    },
  });
}
