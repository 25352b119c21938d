import { useQuery } from '@tanstack/react-query';
import type { TBuild, TBuildList } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { buildKeys } from '../../../lib/build-query-keys';
import { useSession } from '../../../lib/session-store';
import { pollIntervalOf } from '../utils/build-status';

/**
 * GET /api/project/{id}/builds (the project's developer or an admin): its builds, newest first,
 * each with its source, commit, progress, failure and review. 404 for anyone else.
 */
export async function getProjectBuilds(projectId: string, signal?: AbortSignal): Promise<TBuild[]> {
  const data = await apiClient.get<TBuildList>(`/project/${encodeURIComponent(projectId)}/builds`, {
    signal,
  });
  return data.builds;
}

/** A project's builds, asked for again every second while one is being imported (and only then). */
export function useProjectBuilds(projectId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: buildKeys.project(user?.id ?? '', projectId),
    queryFn: ({ signal }) => getProjectBuilds(projectId, signal),
    enabled: !!user && projectId !== '',
    refetchInterval: (query) => pollIntervalOf(query.state.data),
  });
}
