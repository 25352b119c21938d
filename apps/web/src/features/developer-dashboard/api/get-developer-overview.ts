import { useQuery } from '@tanstack/react-query';
import type { TDeveloperOverview } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/** GET /api/developer/me/overview: apps by status, views, sales, earnings and the rate that applies. */
export function getDeveloperOverview(signal?: AbortSignal): Promise<TDeveloperOverview> {
  return apiClient.get<TDeveloperOverview>('/developer/me/overview', { signal });
}

export function useDeveloperOverview() {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.overview(user?.id ?? ''),
    queryFn: ({ signal }) => getDeveloperOverview(signal),
    enabled: !!user,
  });
}
