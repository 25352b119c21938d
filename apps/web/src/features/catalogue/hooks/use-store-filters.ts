import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TStoreFilters } from '../api/get-store-projects';
import { applySearch, readStoreFilters, readStorePage, writeStoreFilters } from '../utils/store-filters';

/**
 * The store's search, category and order, read from the address (the store's controls are links to
 * the addresses they choose), and a search written to it.
 */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readStoreFilters(params);

  const update = useCallback(
    (next: TStoreFilters) => setParams(writeStoreFilters(next), { preventScrollReset: true }),
    [setParams],
  );

  return {
    filters,
    /** The page the address names (0-based): the store shows the pages up to it (storePageWindow). */
    page: readStorePage(params),
    search: (query: string) => update(applySearch(filters, query)),
  };
}
