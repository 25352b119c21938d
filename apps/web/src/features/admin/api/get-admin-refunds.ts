import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import type { TAdminRefundPage } from '@vitrina/shared/payments/refund.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toListQuery } from '../utils/admin-filters';
import { nextRefundPage } from '../utils/refund-values';
import { adminKeys } from './admin-query-keys';

/** The refunds tab's filters: those still under way (asked, approved, at the provider), or every one. */
export const ADMIN_REFUND_FILTERS = ['open', 'all'] as const;
export type TAdminRefundFilter = (typeof ADMIN_REFUND_FILTERS)[number];

/**
 * GET /api/admin/refunds?status&page&size (admin): refunds, newest first, with how many wait for
 * a decision whatever the filter.
 */
export function getAdminRefunds(
  status: TAdminRefundFilter,
  page: number,
  signal?: AbortSignal,
): Promise<TAdminRefundPage> {
  const query = toListQuery({ status, page, size: ADMIN_LIMITS.pageSize });
  return apiClient.get<TAdminRefundPage>(`/admin/refunds?${query}`, { signal });
}

export function useAdminRefunds(status: TAdminRefundFilter) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.refunds(user?.id ?? '', status),
    queryFn: ({ pageParam, signal }) => getAdminRefunds(status, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextRefundPage,
    enabled: !!user,
  });
}
