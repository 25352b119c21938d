import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppEmailSetting, TEmailSettings } from '@vitrina/shared/notices/notice.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { noticeKeys } from './notice-query-keys';

/** PUT /api/user/email-settings/apps/{id}: an owned app's update mails on or off (403: not owned). */
export function updateAppEmailSetting(input: {
  projectId: string;
  enabled: boolean;
}): Promise<TAppEmailSetting> {
  return apiClient.put<TAppEmailSetting>(`/user/email-settings/apps/${encodeURIComponent(input.projectId)}`, {
    enabled: input.enabled,
  });
}

/** Switches an app's update mails; the settings the profile and the purchases show follow. */
export function useUpdateAppEmailSetting() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateAppEmailSetting,
    onSuccess: (result) => {
      if (!user) return;
      queryClient.setQueryData<TEmailSettings>(
        noticeKeys.emailSettings(user.id),
        (settings) =>
          settings && {
            ...settings,
            apps: settings.apps.map((app) =>
              app.projectId === result.projectId ? { ...app, enabled: result.enabled } : app,
            ),
          },
      );
    },
  });
}
