import { useTranslation } from 'react-i18next';
import { projectCategoriesQueryOptions } from '../../features/catalogue/api/get-project-categories';
import { storeProjectsQueryOptions } from '../../features/catalogue/api/get-store-projects';
import { prefetchStoreScreen } from '../../features/catalogue/api/prefetch-first-screen';
import { CategoryFilter } from '../../features/catalogue/components/category-filter';
import { StoreResults } from '../../features/catalogue/components/store-results';
import { StoreSearchForm } from '../../features/catalogue/components/store-search-form';
import { StoreSortSelect } from '../../features/catalogue/components/store-sort-select';
import { useStoreFilters } from '../../features/catalogue/hooks/use-store-filters';
import {
  readStoreFilters,
  readStorePage,
  storePageWindow,
} from '../../features/catalogue/utils/store-filters';
import { queryClient } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { serverLoader } from '../page-data';

/** A visit that opens on the store asks for its first page and categories at once (router.tsx). */
export function prefetch(location: Location): void {
  prefetchStoreScreen(queryClient, location.search);
}

/**
 * Rendered on the server with the address's search, the pages it names (the page before it too:
 * storePageWindow) and the categories.
 */
export const loader = serverLoader(async ({ queryClient }, { request }) => {
  const params = new URL(request.url).searchParams;
  const { first, last } = storePageWindow(readStorePage(params));
  await Promise.all([
    queryClient.prefetchInfiniteQuery({
      ...storeProjectsQueryOptions(readStoreFilters(params), first),
      pages: last - first + 1,
    }),
    queryClient.prefetchQuery(projectCategoriesQueryOptions()),
  ]);
  return null;
});

/** The store: search, category filter, order and the grid of published apps. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { filters, page, search } = useStoreFilters();
  useDocumentTitle(filters.q ? t('store.searchTitle', { query: filters.q }) : t('store.title'));

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-br from-indigo-50 via-white to-violet-50">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">
            {t('store.eyebrow')}
          </p>
          <h1 className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            {t('store.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-base text-slate-700 sm:text-lg">
            {t('store.subtitle')}
          </p>
          <div className="mt-8 max-w-2xl">
            {/* Keyed by the address's search so back/forward put the right text in the box. */}
            <StoreSearchForm key={filters.q} filters={filters} onSearch={search} />
          </div>
          <div className="mt-6">
            <CategoryFilter filters={filters} />
          </div>
          <div className="mt-4">
            <StoreSortSelect filters={filters} />
          </div>
        </div>
      </section>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <StoreResults filters={filters} page={page} />
      </div>
    </>
  );
}
