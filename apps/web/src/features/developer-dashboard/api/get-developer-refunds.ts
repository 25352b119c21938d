import { useQuery } from '@tanstack/react-query';
import type { TDeveloperRefunds } from '@vitrina/shared/payments/refund.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/**
 * GET /api/developer/me/refunds: refunds asked for or made on the developer's apps, newest first
 * (the buyer's name, never their e-mail).
 */
export function getDeveloperRefunds(signal?: AbortSignal): Promise<TDeveloperRefunds> {
  return apiClient.get<TDeveloperRefunds>('/developer/me/refunds', { signal });
}

export function useDeveloperRefunds() {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.refunds(user?.id ?? ''),
    queryFn: async ({ signal }) => {
      const data = await getDeveloperRefunds(signal);
      return [...(data?.refunds ?? [])].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
    },
    enabled: !!user,
  });
}
