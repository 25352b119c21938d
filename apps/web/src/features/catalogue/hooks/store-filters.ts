import type { TStoreFilters } from '../api/get-store-projects';

/** The longest search the server accepts (ZProjectListQuery). */
export const SEARCH_MAX_LENGTH = 200;

/** The store's filters as the address keeps them (?q=&category=), so reload and back work. */
export function readStoreFilters(params: URLSearchParams): TStoreFilters {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const category = (params.get('category') ?? '').trim().toUpperCase();
  // Category values are upper-case words (CATEGORIES, 'FREE'); anything else is ignored.
  return { q, category: /^[A-Z_]{1,40}$/.test(category) ? category : '' };
}

/** The address parameters for some filters; empty ones are left out. */
export function writeStoreFilters(filters: TStoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  return params;
}

/** A search: a query that is empty once trimmed clears the search (spec section 5). */
export function applySearch(filters: TStoreFilters, query: string): TStoreFilters {
  return { ...filters, q: query.trim().slice(0, SEARCH_MAX_LENGTH) };
}

/** Choosing a category clears the search (spec section 4); '' means all categories. */
export function applyCategory(category: string): TStoreFilters {
  return { q: '', category };
}
