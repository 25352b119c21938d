import { useQuery } from '@tanstack/react-query';
import type { TDeveloperBalances } from '@vitrina/shared/payments/ledger.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/**
 * GET /api/admin/balances (admin): each developer with a balance or unsettled sales (largest
 * payable first), and the totals payable and owed.
 */
export function getDeveloperBalances(signal?: AbortSignal): Promise<TDeveloperBalances> {
  return apiClient.get<TDeveloperBalances>('/admin/balances', { signal });
}

export function useDeveloperBalances() {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.balances(user?.id ?? ''),
    queryFn: ({ signal }) => getDeveloperBalances(signal),
    enabled: !!user,
  });
}
