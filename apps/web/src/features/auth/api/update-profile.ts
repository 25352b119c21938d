import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest, TUserResponse } from '@vitrina/shared/auth/auth.schemas';
import { apiClient } from '../../../lib/api-client';
import { type TSessionUser, updateSessionUser } from '../../../lib/session-store';
import { meQueryKey } from './get-me';
import { readUser } from './read-user';

/** What both profile operations answer, with the user as the session keeps it. */
export type TUserResult = Omit<TUserResponse, 'user'> & { user: TSessionUser };

/** Reads `{ user, message }`, the answer of both profile operations. */
export function readUserResult(data: unknown): TUserResult {
  const body = (data ?? {}) as { user?: unknown; message?: unknown };
  return { user: readUser(body.user), message: typeof body.message === 'string' ? body.message : '' };
}

/** PUT /api/auth/update-profile: changes name and email. */
export async function updateProfile(input: TUpdateProfileRequest): Promise<TUserResult> {
  return readUserResult(await apiClient.put<unknown>('/auth/update-profile', input));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
