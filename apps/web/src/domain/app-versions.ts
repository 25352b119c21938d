import { queryOptions } from '@tanstack/react-query';
import type { TAppVersionList } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../lib/catalogue-query-keys';

/**
 * GET /api/project/{idOrSlug}/versions: the app's approved versions, newest first, each with when
 * it was approved, its release notes and whether it is the current one (the app page's "What's
 * new", an owner's "Versiones"). 404 when the viewer may not see the app.
 */
export function getAppVersions(idOrSlug: string, signal?: AbortSignal): Promise<TAppVersionList> {
  return apiClient.get<TAppVersionList>(`/project/${encodeURIComponent(idOrSlug)}/versions`, { signal });
}

/** An app's versions for this viewer, fresh as long as its details are. */
export function appVersionsQueryOptions(idOrSlug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.versions(idOrSlug, viewerId),
    queryFn: ({ signal }) => getAppVersions(idOrSlug, signal),
    staleTime: CATALOGUE_CACHE.detailMs,
    gcTime: CATALOGUE_CACHE.detailMs,
  });
}
