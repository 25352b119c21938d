import { useQuery } from '@tanstack/react-query';
import type { TAdminRevision } from '@vitrina/shared/projects/project-revision.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/**
 * GET /api/admin/revisions (admin): published apps' changes waiting for a decision, oldest first,
 * each with only the fields it changes (live value and proposed value).
 */
export function getRevisions(signal?: AbortSignal): Promise<TAdminRevision[]> {
  return apiClient.get<TAdminRevision[]>('/admin/revisions', { signal });
}

export function useRevisions() {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.revisions(user?.id ?? ''),
    queryFn: ({ signal }) => getRevisions(signal),
    enabled: !!user,
  });
}
