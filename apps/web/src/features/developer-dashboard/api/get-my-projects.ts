import { useQuery } from '@tanstack/react-query';
import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { sortMyProjects } from '../utils/project-actions';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/**
 * GET /api/project/developer/{id} with the developer's own id: every project of theirs, whatever
 * its status (others only see the published ones).
 */
export async function getMyProjects(developerId: string, signal?: AbortSignal): Promise<TDeveloperProject[]> {
  const data = await apiClient.get<unknown>(`/project/developer/${encodeURIComponent(developerId)}`, {
    signal,
  });
  return Array.isArray(data) ? (data as TDeveloperProject[]) : [];
}

/** The signed-in developer's projects: active ones newest first, suspended ones last. */
export function useMyProjects() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: developerDashboardKeys.myProjects(userId),
    queryFn: async ({ signal }) => {
      return sortMyProjects(await getMyProjects(userId, signal));
    },
    enabled: !!user,
  });
}
