import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isFilled, isObject } from './read-user';

/** POST /api/auth/reset-password/check: the account's e-mail while the link still works. */
export async function checkResetLink(token: string): Promise<{ email: string }> {
  const data = await apiClient.post<unknown>('/auth/reset-password/check', { token });
  return { email: isObject(data) && isFilled(data.email) ? data.email : '' };
}

/**
 * Whether the reset link of the page still works. Asked once per page (kept in memory only, never
 * with the persisted caches: the token opens an account).
 */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
