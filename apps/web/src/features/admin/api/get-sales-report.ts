import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminSalesReport } from '@vitrina/shared/dashboards/admin.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toListQuery } from '../utils/admin-filters';
import type { TSalesRange } from '../utils/sales-range';
import { adminKeys, nextPageOf } from './admin-query-keys';

/**
 * GET /api/admin/sales?from&to&page&size (admin): the sales of a range of days (either end may
 * be open), newest first, with the totals of the whole range on every page.
 */
export function getSalesReport(
  range: TSalesRange & { page: number },
  signal?: AbortSignal,
): Promise<TAdminSalesReport> {
  const query = toListQuery({
    from: range.from,
    to: range.to,
    page: range.page,
    size: ADMIN_LIMITS.pageSize,
  });
  return apiClient.get<TAdminSalesReport>(`/admin/sales?${query}`, { signal });
}

export function useSalesReport(range: TSalesRange) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.sales(user?.id ?? '', range),
    queryFn: ({ pageParam, signal }) => getSalesReport({ ...range, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled: !!user,
  });
}
