import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminCustomRequestPage } from '@vitrina/shared/custom-requests/custom-request.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toListQuery } from '../utils/admin-filters';
import { adminKeys, nextPageOf } from './admin-query-keys';

/**
 * GET /api/admin/custom-requests?page&size (admin): custom app requests, the latest first, each
 * with its attachment's details and the delivery of the e-mail to the site owner.
 */
export function getCustomRequests(page: number, signal?: AbortSignal): Promise<TAdminCustomRequestPage> {
  return apiClient.get<TAdminCustomRequestPage>(
    `/admin/custom-requests?${toListQuery({ page, size: ADMIN_LIMITS.pageSize })}`,
    { signal },
  );
}

export function useCustomRequests() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.customRequests(user?.id ?? ''),
    queryFn: ({ pageParam, signal }) => getCustomRequests(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled: !!user,
    // The mail outbox works in the background: a request's delivery moves on by itself.
    refetchInterval: 30_000,
  });
}
