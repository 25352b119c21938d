import { useQuery } from '@tanstack/react-query';
import type { TPendingBuild } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/**
 * GET /api/admin/builds (admin): builds imported and waiting for review, oldest first, each with
 * its app, developer, source, commit, files and size.
 */
export async function getPendingBuilds(signal?: AbortSignal): Promise<TPendingBuild[]> {
  const data = await apiClient.get<{ builds: TPendingBuild[] }>('/admin/builds', { signal });
  return data.builds;
}

export function usePendingBuilds() {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.pendingBuilds(user?.id ?? ''),
    queryFn: ({ signal }) => getPendingBuilds(signal),
    enabled: !!user,
  });
}
