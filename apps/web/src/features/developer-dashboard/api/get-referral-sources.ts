import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TReferralSources } from '@vitrina/shared/referrals/referral.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/**
 * GET /api/developer/me/analytics/sources?days=N: visits, sales, revenue and conversion per
 * referral source (`?ref=`) over the range, most sales first, then the sales without a source.
 */
export function getReferralSources(days: number, signal?: AbortSignal): Promise<TReferralSources> {
  return apiClient.get<TReferralSources>(`/developer/me/analytics/sources?days=${days}`, { signal });
}

export function useReferralSources(days: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.referralSources(user?.id ?? '', days),
    queryFn: ({ signal }) => getReferralSources(days, signal),
    enabled: !!user,
    // Changing the range keeps the last table on screen (dimmed) until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}
