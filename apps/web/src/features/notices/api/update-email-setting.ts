import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailSettings, TUpdateEmailSetting } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** PUT /api/user/email-settings: one kind of e-mail on or off; answers the settings. */
export function updateEmailSetting(change: TUpdateEmailSetting): Promise<TEmailSettings> {
  return apiClient.put<TEmailSettings>('/user/email-settings', change);
}

export function useUpdateEmailSetting() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateEmailSetting,
    onSuccess: (settings) => {
      if (user) queryClient.setQueryData(noticeKeys.emailSettings(user.id), settings);
    },
  });
}
