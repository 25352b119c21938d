import { useQuery } from '@tanstack/react-query';
import type {
  DELETION_REQUEST_STATUSES,
  TAdminDeletionRequest,
} from '@vitrina/shared/dashboards/admin.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/** Which requests to list: one status, or all of them. */
export type TDeletionRequestFilter = (typeof DELETION_REQUEST_STATUSES)[number] | 'ALL';

/** GET /api/admin/deletion-requests?status (admin): developers' requests to remove a project. */
export function getDeletionRequests(
  status: TDeletionRequestFilter,
  signal?: AbortSignal,
): Promise<TAdminDeletionRequest[]> {
  return apiClient.get<TAdminDeletionRequest[]>(`/admin/deletion-requests?status=${status}`, { signal });
}

export function useDeletionRequests(status: TDeletionRequestFilter) {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.deletionRequests(user?.id ?? '', status),
    queryFn: ({ signal }) => getDeletionRequests(status, signal),
    enabled: !!user,
  });
}
