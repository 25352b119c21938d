import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TProjectPage } from '@vitrina/shared/projects/project.responses';
import type { TStoreSort } from '@vitrina/shared/projects/project-limits';
import { ApiError, apiClient } from '../../../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../../../lib/catalogue-query-keys';
import { i18n } from '../../../lib/i18n';
import { storePagePath, type TStorePageRequest } from './catalogue-paths';

/** What the store shows: a search text and a category (or 'FREE'); '' means none. */
export interface TStoreFilters {
  q: string;
  category: string;
  /** '' = the default order (relevance when searching, else newest first). */
  sort: TStoreSort | '';
}

/**
 * The store's list for some filters (the search runs on the server), from its first page or from
 * the page an address opened it on.
 */
export const storeProjectsQueryKey = (filters: TStoreFilters, firstPage = 0) =>
  [
    ...catalogueKeys.storeLists(),
    { q: filters.q, category: filters.category, sort: filters.sort, ...(firstPage > 0 ? { firstPage } : {}) },
  ] as const;

/** The home page's showcase (the first apps of the store). */
export const featuredProjectsQueryKey = (size: number) =>
  [...catalogueKeys.storeLists(), 'featured', size] as const;

function isProjectPage(value: unknown): value is TProjectPage {
  if (!value || typeof value !== 'object') return false;
  const page = value as Partial<TProjectPage>;
  return Array.isArray(page.projects) && typeof page.hasNext === 'boolean';
}

/**
 * GET /api/project/simplified: one page of published projects (0-based), optionally searched
 * and filtered. An answer that is not the page shape (an HTML error page, say) is an error.
 */
export async function getStoreProjects(
  request: TStorePageRequest,
  signal?: AbortSignal,
): Promise<TProjectPage> {
  const data = await apiClient.get<unknown>(storePagePath(request), { signal });
  if (!isProjectPage(data)) {
    throw new ApiError(i18n.t('errors.invalidResponse', { ns: 'catalogue' }), 200, 'INVALID_RESPONSE');
  }
  return data;
}

/** The store's pages for some filters; 'Cargar más' asks for the next one while hasNext. */
export function storeProjectsQueryOptions(filters: TStoreFilters, firstPage = 0) {
  return infiniteQueryOptions({
    queryKey: storeProjectsQueryKey(filters, firstPage),
    queryFn: ({ pageParam, signal }) => getStoreProjects({ ...filters, page: pageParam }, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: TProjectPage) => (last.hasNext ? last.currentPage + 1 : undefined),
    staleTime: CATALOGUE_CACHE.listMs,
    gcTime: CATALOGUE_CACHE.listMs,
    meta: { persist: true },
  });
}

export function useStoreProjects(filters: TStoreFilters, firstPage = 0) {
  return useInfiniteQuery(storeProjectsQueryOptions(filters, firstPage));
}

/** The first `size` apps of the store, for the home page. */
export function featuredProjectsQueryOptions(size: number) {
  return queryOptions({
    queryKey: featuredProjectsQueryKey(size),
    queryFn: ({ signal }) => getStoreProjects({ q: '', category: '', sort: '', page: 0, size }, signal),
    staleTime: CATALOGUE_CACHE.listMs,
    gcTime: CATALOGUE_CACHE.listMs,
    meta: { persist: true },
  });
}

export function useFeaturedProjects(size = 3) {
  return useQuery(featuredProjectsQueryOptions(size));
}
