import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TAdminUserUpdate } from '@vitrina/shared/dashboards/admin.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

export interface TUpdateAdminUserInput {
  id: string;
  changes: TAdminUserUpdate;
}

/**
 * PUT /api/admin/users/{id} (admin): a developer's verified and internal flags and own commission
 * rate. Errors: VALIDATION_ERROR, FORBIDDEN (not a developer, or the admin's own account), NOT_FOUND.
 */
export function updateAdminUser({ id, changes }: TUpdateAdminUserInput): Promise<TAdminUser> {
  return apiClient.put<TAdminUser>(`/admin/users/${encodeURIComponent(id)}`, changes);
}

/** Saves an account, then refreshes the user lists and the figures (unverified developers). */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useMutation({
    mutationFn: updateAdminUser,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview(userId) });
    },
  });
}
