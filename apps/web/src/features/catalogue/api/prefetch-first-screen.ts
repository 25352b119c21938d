import type { QueryClient } from '@tanstack/react-query';
import { readStoreFilters } from '../utils/store-filters';
import { projectQueryOptions } from './get-project';
import { projectCategoriesQueryOptions } from './get-project-categories';
import { storeProjectsQueryOptions } from './get-store-projects';

// The data a catalogue screen asks for first, asked for as soon as its code has loaded (router.tsx)
// rather than once its translations have loaded too and it has rendered. The same query options
// as the screens use, so they find the answer, or the request under way, in the cache.

/** The store: its first page for the address's filters, and the categories. */
export function prefetchStoreScreen(queryClient: QueryClient, search: string): void {
  void queryClient.prefetchInfiniteQuery(
    storeProjectsQueryOptions(readStoreFilters(new URLSearchParams(search))),
  );
  void queryClient.prefetchQuery(projectCategoriesQueryOptions());
}

// When each app page opened by this visit started loading its details (see useCountCachedView).
const earlyVisits = new Map<string, number>();

/**
 * When the details of the app page this visit opened on started loading, if they were asked for
 * early: the page counts from then, so the answer is not taken for one from the cache.
 */
export function getEarlyVisitStart(idOrSlug: string): number | undefined {
  return earlyVisits.get(idOrSlug);
}

/** The page has counted its visit: a later visit to the same app starts afresh. */
export function forgetEarlyVisit(idOrSlug: string): void {
  earlyVisits.delete(idOrSlug);
}

/** An app's page (/app/{id or slug}), as a visitor sees it (the details depend on who asks). */
export function prefetchAppScreen(queryClient: QueryClient, pathname: string): void {
  const segment = /^\/app\/([^/]+)\/?$/i.exec(pathname)?.[1];
  if (!segment) return;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return; // Not an address the router matches either.
  }
  earlyVisits.set(id, Date.now());
  void queryClient.prefetchQuery(projectQueryOptions(id, null));
}
