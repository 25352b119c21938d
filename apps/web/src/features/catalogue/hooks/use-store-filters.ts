import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TStoreFilters } from '../api/get-store-projects';
import {
  applyCategory,
  applySearch,
  applySort,
  readStoreFilters,
  readStorePage,
  writeStoreFilters,
} from '../utils/store-filters';

/** The store's search and category, read from and written to the address. */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readStoreFilters(params);

  const update = useCallback(
    (next: TStoreFilters) => setParams(writeStoreFilters(next), { preventScrollReset: true }),
    [setParams],
  );

  return {
    filters,
    /** The page the address opened the store on (a change of filters starts again from the first). */
    firstPage: readStorePage(params),
    search: (query: string) => update(applySearch(filters, query)),
    selectCategory: (category: string) => update(applyCategory(filters, category)),
    selectSort: (sort: TStoreFilters['sort']) => update(applySort(filters, sort)),
    clearSearch: () => update(applySearch(filters, '')),
  };
}
