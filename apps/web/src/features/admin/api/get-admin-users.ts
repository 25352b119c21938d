import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminUserPage } from '@vitrina/shared/dashboards/admin.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { type TAdminUserFilters, toListQuery } from '../utils/admin-filters';
import { adminKeys, nextPageOf } from './admin-query-keys';

/** GET /api/admin/users?role&q&page&size (admin): accounts, searched by name or email. */
export function getAdminUsers(
  filters: TAdminUserFilters & { page: number; size?: number },
  signal?: AbortSignal,
): Promise<TAdminUserPage> {
  const query = toListQuery({
    role: filters.role,
    q: filters.q,
    page: filters.page,
    size: filters.size ?? ADMIN_LIMITS.pageSize,
  });
  return apiClient.get<TAdminUserPage>(`/admin/users?${query}`, { signal });
}

/** The users tab's pages; 'Cargar más' asks for the next one while hasNext. */
export function useAdminUsers(filters: TAdminUserFilters) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.users(user?.id ?? '', filters),
    queryFn: ({ pageParam, signal }) => getAdminUsers({ ...filters, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    enabled: !!user,
  });
}
