import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/**
 * GET /api/developer/me/analytics?days=N: views, sales and revenue for every day of the range
 * (zeros included), per app with conversion, and the totals. The server adds the days up.
 */
export function getDeveloperAnalytics(days: number, signal?: AbortSignal): Promise<TDeveloperAnalytics> {
  return apiClient.get<TDeveloperAnalytics>(`/developer/me/analytics?days=${days}`, { signal });
}

export function useDeveloperAnalytics(days: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.analytics(user?.id ?? '', days),
    queryFn: ({ signal }) => getDeveloperAnalytics(days, signal),
    enabled: !!user,
    // Changing the range keeps the last charts on screen (dimmed) until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}
