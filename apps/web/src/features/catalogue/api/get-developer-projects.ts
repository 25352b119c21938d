import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../../../lib/catalogue-query-keys';
import { useSession } from '../../../lib/session-store';

/** Per viewer: the developer and admins get every status, everyone else the published ones. */
export const developerProjectsQueryKey = (developerId: string, viewerId: string | null) =>
  [...catalogueKeys.developers(), developerId, 'projects', viewerId ?? 'public'] as const;

/** GET /api/project/developer/{id}: the developer's projects. */
export async function getDeveloperProjects(
  developerId: string,
  signal?: AbortSignal,
): Promise<TDeveloperProject[]> {
  const data = await apiClient.get<unknown>(`/project/developer/${encodeURIComponent(developerId)}`, {
    signal,
  });
  return Array.isArray(data) ? (data as TDeveloperProject[]) : [];
}

export function developerProjectsQueryOptions(developerId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: developerProjectsQueryKey(developerId, viewerId),
    queryFn: ({ signal }) => getDeveloperProjects(developerId, signal),
    staleTime: CATALOGUE_CACHE.listMs,
    gcTime: CATALOGUE_CACHE.listMs,
  });
}

export function useDeveloperProjects(developerId: string, enabled = true) {
  const { user } = useSession();
  return useQuery({ ...developerProjectsQueryOptions(developerId, user?.id ?? null), enabled });
}
