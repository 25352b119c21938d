import { useQuery } from '@tanstack/react-query';
import type { TDeveloperSales } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/**
 * GET /api/developer/me/sales: each sale with its commission, the developer's net and whether it
 * was paid out, plus totals (amount = commission + net; net = paid + pending).
 */
export function getDeveloperSales(signal?: AbortSignal): Promise<TDeveloperSales> {
  return apiClient.get<TDeveloperSales>('/developer/me/sales', { signal });
}

/** The developer's sales, newest first. */
export function useDeveloperSales() {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.sales(user?.id ?? ''),
    queryFn: async ({ signal }) => {
      const data = await getDeveloperSales(signal);
      return { ...data, sales: [...data.sales].sort((a, b) => b.date.localeCompare(a.date)) };
    },
    enabled: !!user,
  });
}
