import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/** The commission that applies to the signed-in developer's sales (0.1 = 10 %). */
export interface TMyCommission {
  rate: number;
  /** Internal (official) developers pay no commission. */
  isInternal: boolean;
}

export const myCommissionQueryKey = ['developer', 'me', 'commission'] as const;

/** GET /api/developer/me/commission. */
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
