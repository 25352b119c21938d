import { useQuery } from '@tanstack/react-query';
import type { TMyCommission } from '@vitrina/shared/developers/developer.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

export const myCommissionQueryKey = ['developer', 'me', 'commission'] as const;

/** GET /api/developer/me/commission: the rate that applies to the developer's sales. */
export async function getMyCommission(signal?: AbortSignal): Promise<TMyCommission> {
  return apiClient.get<TMyCommission>('/developer/me/commission', { signal });
}

export function useMyCommission(options: { enabled?: boolean } = {}) {
  const { user } = useSession();
  return useQuery({
    // The rate belongs to a person: another login must not reuse it.
    queryKey: [...myCommissionQueryKey, user?.id ?? ''],
    queryFn: ({ signal }) => getMyCommission(signal),
    enabled: !!user && options.enabled !== false,
    staleTime: 5 * 60 * 1000,
  });
}
