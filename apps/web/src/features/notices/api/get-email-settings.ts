import { useQuery } from '@tanstack/react-query';
import type { TEmailSettings } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** GET /api/user/email-settings: each kind of e-mail and each owned app's update mails, on or off. */
export function getEmailSettings(signal?: AbortSignal): Promise<TEmailSettings> {
  return apiClient.get<TEmailSettings>('/user/email-settings', { signal });
}

export function useEmailSettings() {
  const { user } = useSession();
  return useQuery({
    queryKey: noticeKeys.emailSettings(user?.id ?? ''),
    queryFn: ({ signal }) => getEmailSettings(signal),
    enabled: !!user,
  });
}
