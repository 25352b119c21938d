import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategoryCounts } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../../../lib/catalogue-query-keys';
import { CATEGORIES_PATH } from './catalogue-paths';

export const projectCategoriesQueryKey = [...catalogueKeys.all, 'categories'] as const;

/** GET /api/project/categories: the categories that have published apps, and how many are free. */
export async function getProjectCategories(signal?: AbortSignal): Promise<TCategoryCounts> {
  const data = await apiClient.get<Partial<TCategoryCounts> | undefined>(CATEGORIES_PATH, { signal });
  return {
    categories: Array.isArray(data?.categories) ? data.categories : [],
    freeCount: typeof data?.freeCount === 'number' ? data.freeCount : 0,
  };
}

export function projectCategoriesQueryOptions() {
  return queryOptions({
    queryKey: projectCategoriesQueryKey,
    queryFn: ({ signal }) => getProjectCategories(signal),
    staleTime: CATALOGUE_CACHE.listMs,
    gcTime: CATALOGUE_CACHE.listMs,
    meta: { persist: true },
  });
}

/** The store's filter row. */
export function useProjectCategories() {
  return useQuery(projectCategoriesQueryOptions());
}
