import { LIMITS } from '@vitrina/shared/config/limits';
import { FREE_FILTER } from '@vitrina/shared/projects/categories';
import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUp from 'lucide-react/icons/arrow-up';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import SearchX from 'lucide-react/icons/search-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { isPlainClick } from '../../../lib/plain-click';
import { type TStoreFilters, useStoreProjects } from '../api/get-store-projects';
import { useCataloguePreload } from '../hooks/use-catalogue-preload';
import { storeCountView } from '../utils/store-count';
import {
  applyCategory,
  applySearch,
  nextPageHref,
  storeHref,
  storeItemId,
  storePageWindow,
} from '../utils/store-filters';
import { useCategoryLabel } from './category-badge';
import { CustomRequestBanner } from './custom-request-banner';
import { ProjectCard } from './project-card';
import { ProjectGrid, ProjectGridSkeleton } from './project-grid';

const NO_PROJECTS: TSimplifiedProject[] = [];

const filtersKey = (filters: TStoreFilters) => `${filters.q}\n${filters.category}\n${filters.sort}`;

/**
 * The first page (0-based) the list shows: the one the address's page opened it on
 * (storePageWindow), kept while the filters stay and the address's page does not go back before it
 * ('Cargar más' writes the page it reached into the address: the list it grew stays as it is).
 */
function useFirstPage(filters: TStoreFilters, page: number): number {
  const key = filtersKey(filters);
  const [opened, setOpened] = useState(() => ({ key, first: storePageWindow(page).first }));
  if (opened.key !== key || page < opened.first) {
    const next = { key, first: storePageWindow(page).first };
    setOpened(next);
    return next.first;
  }
  return opened.first;
}

interface StoreResultsProps {
  filters: TStoreFilters;
  /** The page the address names (0-based): the list shows the pages up to it. */
  page?: number;
}

/**
 * The store's list for some filters: loading, error, empty, or the cards with 'Cargar más'. Its
 * links work before and without the page's script: 'Cargar más' leads to the next page's address
 * (the server shows the list with that page added, landing on its first new app); with the script,
 * it adds the next page in place and writes its number into the address.
 */
export function StoreResults({ filters, page = 0 }: StoreResultsProps) {
  const { t, i18n } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const navigate = useNavigate();
  const first = useFirstPage(filters, page);
  const query = useStoreProjects(filters, first);
  const projects = query.data?.pages.flatMap((each) => each.projects) ?? NO_PROJECTS;
  const total = query.data?.pages[0]?.totalElements ?? projects.length;
  const loadedLast = first + Math.max(1, query.data?.pages.length ?? 1) - 1;
  useCataloguePreload(projects);
  const count = storeCountView(
    {
      total,
      capped: query.data?.pages[0]?.totalCapped ?? false,
      // Opened on a later page: the apps before it count as shown.
      shown: first * LIMITS.pageSize + projects.length,
      query: filters.q,
    },
    i18n.language,
  );

  // An address that names a page further than the list has (opened within the app, not from the
  // server's page): the pages up to it load in turn.
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (data && loadedLast < page && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [data, loadedLast, page, hasNextPage, isFetching, isError, fetchNextPage]);

  // The filters now shown: a page that arrives after they changed does not write its number.
  const shownFilters = useRef(filtersKey(filters));
  shownFilters.current = filtersKey(filters);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (query.isFetchingNextPage) return;
    const next = loadedLast + 1;
    const asked = filtersKey(filters);
    void query.fetchNextPage().then((result) => {
      if (result.status === 'error' || result.isFetchNextPageError || shownFilters.current !== asked) return;
      void navigate(storeHref(filters, next), { replace: true, preventScrollReset: true });
    });
  };

  if (query.isPending) return <ProjectGridSkeleton label={t('store.loading')} />;

  if (query.isError && projects.length === 0) {
    return (
      <EmptyState
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={t('store.error.title')}
        actions={
          <Button
            onClick={() => void query.refetch()}
            loading={query.isFetching}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            {t('store.error.retry')}
          </Button>
        }
      >
        <Alert>{t('store.error.message', { message: getErrorMessage(query.error) })}</Alert>
      </EmptyState>
    );
  }

  if (projects.length === 0) {
    if (filters.q) {
      return (
        <EmptyState
          icon={<SearchX className="size-8" aria-hidden="true" />}
          title={t('store.empty.searchTitle')}
          actions={
            <>
              <ButtonLink
                to="/solicitud-app"
                iconAfter={<ArrowRight className="size-4" aria-hidden="true" />}
              >
                {t('store.empty.requestLink')}
              </ButtonLink>
              <ButtonLink variant="secondary" to={storeHref(applySearch(filters, ''))} preventScrollReset>
                {t('store.empty.clearSearch')}
              </ButtonLink>
            </>
          }
        >
          <p role="status">{t('store.empty.searchText', { query: filters.q })}</p>
        </EmptyState>
      );
    }
    const filterName =
      filters.category === FREE_FILTER ? t('store.filters.free') : categoryLabel(filters.category);
    return (
      <EmptyState
        icon={<SearchX className="size-8" aria-hidden="true" />}
        title={t('store.empty.filterTitle')}
        actions={
          filters.category ? (
            <ButtonLink variant="secondary" to={storeHref(applyCategory(filters, ''))} preventScrollReset>
              {t('store.empty.showAll')}
            </ButtonLink>
          ) : undefined
        }
      >
        <p role="status">
          {filters.category ? t('store.empty.filterText', { filter: filterName }) : t('store.empty.noneText')}
        </p>
      </EmptyState>
    );
  }

  return (
    <div className="space-y-10">
      <section aria-labelledby="store-results-title">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="store-results-title" className="sr-only">
            {t('store.resultsTitle')}
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {t(count.key, count.values)}
          </p>
          {query.isRefetching && !query.isFetchingNextPage && (
            <span className="text-xs text-slate-600">{t('store.refreshing')}</span>
          )}
        </div>
        {first > 0 && (
          // Opened deep in the list: the apps before the pages shown are a link away.
          <div className="mb-6 flex justify-center">
            <ButtonLink
              variant="secondary"
              to={storeHref(filters, first - 1)}
              icon={<ArrowUp className="size-4" aria-hidden="true" />}
            >
              {t('store.showEarlier')}
            </ButtonLink>
          </div>
        )}
        <ProjectGrid
          items={projects}
          itemId={(_, index) => storeItemId(first * LIMITS.pageSize + index)}
          renderItem={(project, index) => <ProjectCard project={project} priority={index < 4} />}
        />
        <div className="mt-10 flex flex-col items-center gap-4">
          {query.isFetchNextPageError && (
            <Alert className="w-full max-w-xl">
              {t('store.error.message', { message: getErrorMessage(query.error) })}
            </Alert>
          )}
          {query.hasNextPage && (
            <ButtonLink
              variant="secondary"
              size="lg"
              to={nextPageHref(filters, loadedLast, LIMITS.pageSize)}
              onClick={loadMore}
              aria-busy={query.isFetchingNextPage || undefined}
              icon={query.isFetchingNextPage ? <Spinner size="sm" /> : undefined}
              className="min-w-48"
            >
              {query.isFetchingNextPage
                ? t('store.loadingMore')
                : query.isFetchNextPageError
                  ? t('store.error.retry')
                  : t('store.loadMore')}
            </ButtonLink>
          )}
        </div>
      </section>
      <CustomRequestBanner />
    </div>
  );
}
