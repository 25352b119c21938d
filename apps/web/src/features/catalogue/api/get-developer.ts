import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../../../lib/catalogue-query-keys';

/** A developer's public card (GET /api/developer/{id}). */
export interface TPublicDeveloper {
  id: string;
  name: string;
  githubProfile: string | null;
  isInternal: boolean;
  verified: boolean;
}

export const developerQueryKey = (developerId: string) =>
  [...catalogueKeys.developers(), developerId] as const;

/** GET /api/developer/{id}; 404 when there is no such developer. */
export function getDeveloper(developerId: string, signal?: AbortSignal): Promise<TPublicDeveloper> {
  return apiClient.get<TPublicDeveloper>(`/developer/${encodeURIComponent(developerId)}`, { signal });
}

export function developerQueryOptions(developerId: string) {
  return queryOptions({
    queryKey: developerQueryKey(developerId),
    queryFn: ({ signal }) => getDeveloper(developerId, signal),
    staleTime: CATALOGUE_CACHE.listMs,
    gcTime: CATALOGUE_CACHE.listMs,
  });
}

/** The developer apps page's header; not asked for while the id is invalid. */
export function useDeveloper(developerId: string, enabled = true) {
  return useQuery({ ...developerQueryOptions(developerId), enabled });
}
