import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from './api-client';
import { STORAGE_KEYS } from './storage';

const MINUTE = 60 * 1000;

/** Bump to drop every persisted cache after a change in the shape of cached data. */
// v2: project details gained `comments` (ids, authors, dates).
// v3: project details gained `hostedBuild` (the build Vitrina hosts, and where it came from).
// v4: each comment of a project's details gained `reply` (the developer's answer).
const CACHE_BUSTER = 'v4';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: MINUTE,
      // Kept as long as the persisted copy may live, or restored entries would be dropped at once.
      gcTime: 24 * 60 * MINUTE,
      // Answers in the 4xx range will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Queries opt in to being kept across reloads with `meta: { persist: true }` (the catalogue's
 * caches); anything personal stays in memory only.
 */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  // The sync persister is enough for localStorage; it is marked deprecated upstream in favour of
  // the async one, which this project does not install.
  persister: createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: STORAGE_KEYS.queryCache,
    throttleTime: 1000,
  }),
  maxAge: 24 * 60 * MINUTE,
  buster: CACHE_BUSTER,
  dehydrateOptions: {
    // Only finished, successful answers are worth keeping (the library's default rule).
    shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.status === 'success',
  },
};
