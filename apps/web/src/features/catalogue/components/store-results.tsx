import { LIMITS } from '@vitrina/shared/config/limits';
import { FREE_FILTER } from '@vitrina/shared/projects/categories';
import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import ArrowRight from 'lucide-react/icons/arrow-right';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import SearchX from 'lucide-react/icons/search-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { getErrorMessage } from '../../../lib/api-client';
import { type TStoreFilters, useStoreProjects } from '../api/get-store-projects';
import { useCataloguePreload } from '../hooks/use-catalogue-preload';
import { storeCountView } from '../utils/store-count';
import { useCategoryLabel } from './category-badge';
import { CustomRequestBanner } from './custom-request-banner';
import { ProjectCard } from './project-card';
import { ProjectGrid, ProjectGridSkeleton } from './project-grid';

const NO_PROJECTS: TSimplifiedProject[] = [];

interface StoreResultsProps {
  filters: TStoreFilters;
  /** The page the address opened the store on (0: the first). */
  firstPage?: number;
  onClearSearch: () => void;
  onShowAll: () => void;
}

/** The store's list for some filters: loading, error, empty, or the cards with 'Cargar más'. */
export function StoreResults({ filters, firstPage = 0, onClearSearch, onShowAll }: StoreResultsProps) {
  const { t, i18n } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const query = useStoreProjects(filters, firstPage);
  const projects = query.data?.pages.flatMap((page) => page.projects) ?? NO_PROJECTS;
  const total = query.data?.pages[0]?.totalElements ?? projects.length;
  useCataloguePreload(projects);
  const count = storeCountView(
    {
      total,
      capped: query.data?.pages[0]?.totalCapped ?? false,
      // Opened on a later page: the apps before it count as shown.
      shown: firstPage * LIMITS.pageSize + projects.length,
      query: filters.q,
    },
    i18n.language,
  );

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
              <Button variant="secondary" onClick={onClearSearch}>
                {t('store.empty.clearSearch')}
              </Button>
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
            <Button variant="secondary" onClick={onShowAll}>
              {t('store.empty.showAll')}
            </Button>
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
        <ProjectGrid
          items={projects}
          renderItem={(project, index) => <ProjectCard project={project} priority={index < 4} />}
        />
        <div className="mt-10 flex flex-col items-center gap-4">
          {query.isFetchNextPageError && (
            <Alert className="w-full max-w-xl">
              {t('store.error.message', { message: getErrorMessage(query.error) })}
            </Alert>
          )}
          {query.hasNextPage && (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              className="min-w-48"
            >
              {query.isFetchingNextPage
                ? t('store.loadingMore')
                : query.isFetchNextPageError
                  ? t('store.error.retry')
                  : t('store.loadMore')}
            </Button>
          )}
        </div>
      </section>
      <CustomRequestBanner />
    </div>
  );
}
