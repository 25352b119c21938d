import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type TSessionUser, useSession } from '../../../lib/session-store';
import { readUser } from './read-user';

export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the signed-in user; it must carry id, email and name. */
export async function getMe(signal?: AbortSignal): Promise<TSessionUser> {
  return readUser(await apiClient.get<unknown>('/auth/me', { signal }));
}

/** The signed-in user, fresh from the server (the session store holds the stored copy). */
export function useMe() {
  const { token } = useSession();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    enabled: !!token,
  });
}
