import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@vitrina/shared/auth/auth.schemas';
import { apiClient } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session-store';
import { readUserResult, type TUserResult } from './update-profile';

/**
 * PUT /api/auth/change-password. The server revokes the user's other sessions; this one keeps
 * working.
 */
export async function changePassword(input: TChangePasswordRequest): Promise<TUserResult> {
  return readUserResult(await apiClient.put<unknown>('/auth/change-password', input));
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ user }) => updateSessionUser(user),
  });
}
