import { PROJECT_LIST_LIMITS, STORE_SORTS, type TStoreSort } from '@vitrina/shared/projects/project-limits';
import type { TStoreFilters } from '../api/get-store-projects';

const L = PROJECT_LIST_LIMITS;
// Category values are upper-case words (CATEGORIES, 'FREE'), no longer than the server accepts.
const CATEGORY_PATTERN = new RegExp(`^[A-Z_]{1,${L.categoryMax}}$`);

const isStoreSort = (value: string): value is TStoreSort =>
  (STORE_SORTS as readonly string[]).includes(value);

/** The store's filters as the address keeps them (?q=&category=&sort=), so reload and back work. */
export function readStoreFilters(params: URLSearchParams): TStoreFilters {
  const q = (params.get('q') ?? '').trim().slice(0, L.searchMax);
  const category = (params.get('category') ?? '').trim().toUpperCase();
  const sort = (params.get('sort') ?? '').trim();
  return {
    q,
    category: CATEGORY_PATTERN.test(category) ? category : '',
    sort: isStoreSort(sort) ? sort : '',
  };
}

/** The deepest page an address may open the store on (a page further than that shows nothing new). */
const FIRST_PAGE_MAX = 10_000;

/**
 * The page the store opens on (?page=, 0-based; 0 when absent or not a page number): an address
 * that names a page shows the apps from that page on, server-rendered, and 'Cargar más' goes on
 * from there.
 */
export function readStorePage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d{1,5}$/.test(raw)) return 0;
  return Math.min(Number(raw), FIRST_PAGE_MAX);
}

/** The address parameters for some filters; empty ones are left out. */
export function writeStoreFilters(filters: TStoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** A search: a query that is empty once trimmed clears the search. */
export function applySearch(filters: TStoreFilters, query: string): TStoreFilters {
  return { ...filters, q: query.trim().slice(0, L.searchMax) };
}

/** Choosing a category clears the search and keeps the order; '' means all categories. */
export function applyCategory(filters: TStoreFilters, category: string): TStoreFilters {
  return { q: '', category, sort: filters.sort };
}

/** Another order for the same search and category; '' is the default order. */
export function applySort(filters: TStoreFilters, sort: TStoreSort | ''): TStoreFilters {
  return { ...filters, sort };
}
