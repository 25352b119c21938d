import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeveloperProfile } from '@vitrina/shared/developers/developer.schemas';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../../../lib/catalogue-query-keys';

export const developerQueryKey = (developerId: string) =>
  [...catalogueKeys.developers(), developerId] as const;

/** GET /api/developer/{id}; 404 when there is no such developer. */
export function getDeveloper(developerId: string, signal?: AbortSignal): Promise<TDeveloperProfile> {
  return apiClient.get<TDeveloperProfile>(`/developer/${encodeURIComponent(developerId)}`, { signal });
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
