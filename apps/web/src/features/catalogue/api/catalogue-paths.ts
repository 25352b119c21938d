import { LIMITS } from '@vitrina/shared/config/limits';
import type { TProjectListQuery } from '@vitrina/shared/projects/project.responses';

// The catalogue's API addresses (relative to /api), built in one place: the start-up preloader
// (app/route-preloads.ts) sends the same ones before the app runs, and a test keeps them equal.

/** One store page's query; '' means no search text or no category. */
export type TStorePageRequest = Required<Pick<TProjectListQuery, 'q' | 'category' | 'page'>> &
  Partial<Pick<TProjectListQuery, 'size'>> & { sort?: TProjectListQuery['sort'] | '' };

/** GET one page of the store: 0-based page, optional search text and category (or 'FREE'). */
export function storePagePath(request: TStorePageRequest): string {
  const params = new URLSearchParams({
    page: String(request.page),
    size: String(request.size ?? LIMITS.pageSize),
  });
  if (request.q) params.set('q', request.q);
  if (request.category) params.set('category', request.category);
  if (request.sort) params.set('sort', request.sort);
  return `/project/simplified?${params}`;
}

/** GET the categories that have published apps. */
export const CATEGORIES_PATH = '/project/categories';

/** GET an app's details by id or slug. */
export const projectPath = (idOrSlug: string) => `/project/${encodeURIComponent(idOrSlug)}`;
