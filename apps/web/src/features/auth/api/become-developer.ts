import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session-store';
import type { TBecomeDeveloperRequest } from '../components/become-developer-form-values';
import { meQueryKey } from './get-me';
import { readUserResult, type TUserResult } from './update-profile';

export const BECOME_DEVELOPER_PATH = '/user/become-developer';

/**
 * POST /api/user/become-developer: the server checks the merchant id and that the GitHub profile
 * exists, as at developer registration, then makes the signed-in account a developer. It answers
 * as a profile update does: the updated user and a message.
 */
export async function becomeDeveloper(input: TBecomeDeveloperRequest): Promise<TUserResult> {
  return readUserResult(await apiClient.post<unknown>(BECOME_DEVELOPER_PATH, input));
}

/**
 * The same session, now a developer's: the stored user is replaced, so the top bar, the guards and
 * the dashboards follow at once, and the cached /me answer with it.
 */
export function applyBecomeDeveloper(queryClient: QueryClient, { user }: TUserResult): void {
  updateSessionUser(user);
  queryClient.setQueryData(meQueryKey, user);
}

export function useBecomeDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeDeveloper,
    onSuccess: (result) => applyBecomeDeveloper(queryClient, result),
  });
}
