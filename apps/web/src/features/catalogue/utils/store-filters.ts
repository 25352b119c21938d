import { PROJECT_LIST_LIMITS } from '@vitrina/shared/projects/project-limits';
import type { TStoreFilters } from '../api/get-store-projects';

const L = PROJECT_LIST_LIMITS;
// Category values are upper-case words (CATEGORIES, 'FREE'), no longer than the server accepts.
const CATEGORY_PATTERN = new RegExp(`^[A-Z_]{1,${L.categoryMax}}$`);

/** The store's filters as the address keeps them (?q=&category=), so reload and back work. */
export function readStoreFilters(params: URLSearchParams): TStoreFilters {
  const q = (params.get('q') ?? '').trim().slice(0, L.searchMax);
  const category = (params.get('category') ?? '').trim().toUpperCase();
  return { q, category: CATEGORY_PATTERN.test(category) ? category : '' };
}

/** The address parameters for some filters; empty ones are left out. */
export function writeStoreFilters(filters: TStoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  return params;
}

/** A search: a query that is empty once trimmed clears the search. */
export function applySearch(filters: TStoreFilters, query: string): TStoreFilters {
  return { ...filters, q: query.trim().slice(0, L.searchMax) };
}

/** Choosing a category clears the search; '' means all categories. */
export function applyCategory(category: string): TStoreFilters {
  return { q: '', category };
}
