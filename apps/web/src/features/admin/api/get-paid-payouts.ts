import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminPayoutPage } from '@vitrina/shared/dashboards/admin.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toListQuery } from '../utils/admin-filters';
import { adminKeys, nextPageOf } from './admin-query-keys';

/** GET /api/admin/payouts?page&size (admin): developer payouts already made, the latest first. */
export function getPaidPayouts(page: number, signal?: AbortSignal): Promise<TAdminPayoutPage> {
  return apiClient.get<TAdminPayoutPage>(
    `/admin/payouts?${toListQuery({ page, size: ADMIN_LIMITS.pageSize })}`,
    {
      signal,
    },
  );
}

export function usePaidPayouts() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.payouts(user?.id ?? ''),
    queryFn: ({ pageParam, signal }) => getPaidPayouts(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled: !!user,
  });
}
