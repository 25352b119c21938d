import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminDecisionPage } from '@vitrina/shared/dashboards/admin.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toListQuery } from '../utils/admin-filters';
import { adminKeys, nextPageOf } from './admin-query-keys';

/** GET /api/admin/decisions?page&size (admin): the moderation log, newest first. */
export function getDecisions(page: number, signal?: AbortSignal): Promise<TAdminDecisionPage> {
  return apiClient.get<TAdminDecisionPage>(
    `/admin/decisions?${toListQuery({ page, size: ADMIN_LIMITS.pageSize })}`,
    {
      signal,
    },
  );
}

export function useDecisions() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.decisions(user?.id ?? ''),
    queryFn: ({ pageParam, signal }) => getDecisions(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled: !!user,
  });
}
