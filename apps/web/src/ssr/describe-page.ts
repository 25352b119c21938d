import type { QueryClient } from '@tanstack/react-query';
import type { TDeveloperProfile } from '@vitrina/shared/developers/developer.schemas';
import type { TDeveloperProject, TProject } from '@vitrina/shared/projects/project.responses';
import { toProjectStatus } from '@vitrina/shared/projects/statuses';
import type { TServerRenderedPage } from '../app/server-rendered';
import { developerQueryKey } from '../features/catalogue/api/get-developer';
import { developerProjectsQueryKey } from '../features/catalogue/api/get-developer-projects';
import { projectQueryKey } from '../features/catalogue/api/get-project';
import { readStoreFilters, readStorePage } from '../features/catalogue/utils/store-filters';
import { LEGAL_PAGES } from '../lib/legal-pages';
import type { TPageKind } from './page-head';

export interface TDescribedPage {
  page: TPageKind;
  /** The page's subject could not be read (the API failed): the page is not worth keeping or indexing. */
  missing: boolean;
}

interface TPageFacts {
  queryClient: QueryClient;
  url: URL;
  params: Record<string, string | undefined>;
}

/** What the head of a rendered page describes, from what its loaders put in the query cache. */
export function describePage(page: TServerRenderedPage, facts: TPageFacts): TDescribedPage {
  const { queryClient, url, params } = facts;
  switch (page) {
    case 'home':
    case 'about':
    case 'unsubscribe':
    case 'notFound':
      return { page: { kind: page }, missing: false };
    case 'store': {
      const filters = readStoreFilters(url.searchParams);
      return {
        page: {
          kind: 'store',
          query: filters.q,
          category: filters.category,
          page: readStorePage(url.searchParams),
        },
        missing: false,
      };
    }
    case 'legal': {
      const path = url.pathname.replace(/\/+$/, '').toLowerCase();
      const legal = LEGAL_PAGES.find((each) => each.path === path);
      return legal
        ? { page: { kind: 'legal', page: legal.page }, missing: false }
        : { page: { kind: 'notFound' }, missing: false };
    }
    case 'app': {
      const project = queryClient.getQueryData<TProject>(projectQueryKey(params.id ?? '', null));
      return project
        ? { page: { kind: 'app', project }, missing: false }
        : { page: { kind: 'notFound', missing: 'app' }, missing: true };
    }
    case 'developer': {
      const developerId = params.developerId ?? '';
      const projects = queryClient.getQueryData<TDeveloperProject[]>(
        developerProjectsQueryKey(developerId, null),
      );
      if (!projects) return { page: { kind: 'notFound', missing: 'developer' }, missing: true };
      const developer = queryClient.getQueryData<TDeveloperProfile>(developerQueryKey(developerId));
      const published = projects.filter((project) => toProjectStatus(project.status) === 'PUBLISHED');
      return {
        page: {
          kind: 'developer',
          developerId,
          name: developer?.name ?? projects[0]?.developerName ?? null,
          appCount: published.length,
        },
        missing: false,
      };
    }
  }
}
