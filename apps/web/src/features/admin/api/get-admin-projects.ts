import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminProjectPage } from '@vitrina/shared/dashboards/admin.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { type TAdminProjectFilters, toListQuery } from '../utils/admin-filters';
import { adminKeys, nextPageOf } from './admin-query-keys';

/** GET /api/admin/projects?status&q&page&size (admin): every project, any status, newest first. */
export function getAdminProjects(
  filters: TAdminProjectFilters & { page: number; size?: number },
  signal?: AbortSignal,
): Promise<TAdminProjectPage> {
  const query = toListQuery({
    status: filters.status,
    q: filters.q,
    page: filters.page,
    size: filters.size ?? ADMIN_LIMITS.pageSize,
  });
  return apiClient.get<TAdminProjectPage>(`/admin/projects?${query}`, { signal });
}

/** The projects tab's pages; 'Cargar más' asks for the next one while hasNext. */
export function useAdminProjects(filters: TAdminProjectFilters) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.projects(user?.id ?? '', filters),
    queryFn: ({ pageParam, signal }) => getAdminProjects({ ...filters, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled: !!user,
  });
}
