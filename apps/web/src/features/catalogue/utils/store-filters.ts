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

/** The deepest page an address may name (a page further than that shows nothing new). */
const PAGE_MAX = 10_000;

/**
 * The page an address names (?page=N, the N-th page, as 'Cargar más' links to it), as a 0-based
 * index; 0 when absent or not a page number. The store shows the pages up to it (storePageWindow).
 */
export function readStorePage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d{1,5}$/.test(raw)) return 0;
  return Math.max(0, Math.min(Number(raw), PAGE_MAX) - 1);
}

/** The most pages of apps one address shows: a crawler deep in the list gets a page of bounded size. */
export const STORE_PAGES_SHOWN = 5;

/**
 * The pages (0-based, both included) an address that names page `last` shows: the ones before it
 * too, up to STORE_PAGES_SHOWN, so following 'Cargar más' without the page's script keeps the list
 * the person was reading, with the new apps after it.
 */
export function storePageWindow(last: number): { first: number; last: number } {
  return { first: Math.max(0, last - (STORE_PAGES_SHOWN - 1)), last };
}

/** The id of the app at a 0-based position of the whole list: where a link to its page lands. */
export const storeItemId = (position: number) => `app-${position + 1}`;

/**
 * The store's address for some filters, through page `page` (0-based; the first names none), and a
 * fragment to land on. Links of the store (categories, order, 'Cargar más') are these addresses, so
 * they work before and without the page's script.
 */
export function storeHref(filters: TStoreFilters, page = 0, fragment?: string): string {
  const params = writeStoreFilters(filters);
  if (page > 0) params.set('page', String(page + 1));
  const query = params.toString();
  return `/store${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}

/**
 * 'Cargar más': the address of the page after `last` (0-based), landing on its first app (the
 * person goes on reading where the list grew).
 */
export function nextPageHref(filters: TStoreFilters, last: number, pageSize: number): string {
  return storeHref(filters, last + 1, storeItemId((last + 1) * pageSize));
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
