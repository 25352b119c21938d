import { useQuery } from '@tanstack/react-query';
import type { TAdminOverview } from '@vitrina/shared/dashboards/admin.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/** GET /api/admin/overview (admin): the counts of projects, sales, payouts and users. */
export function getAdminOverview(signal?: AbortSignal): Promise<TAdminOverview> {
  return apiClient.get<TAdminOverview>('/admin/overview', { signal });
}

/** The figures of the header and the overview tab, shared by both (one request). */
export function useAdminOverview() {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.overview(user?.id ?? ''),
    queryFn: ({ signal }) => getAdminOverview(signal),
    enabled: !!user,
    staleTime: 30_000,
  });
}
