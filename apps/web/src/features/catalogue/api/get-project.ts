import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_CACHE, catalogueKeys } from '../../../lib/catalogue-query-keys';
import { useSession } from '../../../lib/session-store';
import { cardToProjectPlaceholder, findCachedCard, findCachedDetail } from '../utils/cached-project';
import { projectPath } from './catalogue-paths';

/**
 * A project's details, per viewer: the answer says whether this person may open the app
 * (hasAccess, demoUrl), so a signed-in copy is never shown to someone else.
 */
export const projectQueryKey = (idOrSlug: string, viewerId: string | null) =>
  [...catalogueKeys.projects(), idOrSlug, viewerId ?? 'public'] as const;

export interface TGetProjectOptions {
  signal?: AbortSignal;
  /** A background preload rather than a person opening the page (sent so views can tell). */
  prefetch?: boolean;
}

/** GET /api/project/{idOrSlug}; 404 'Proyecto no encontrado' when missing or not visible. */
export function getProject(idOrSlug: string, options: TGetProjectOptions = {}): Promise<TProject> {
  return apiClient.get<TProject>(projectPath(idOrSlug), {
    signal: options.signal,
    headers: options.prefetch ? { Purpose: 'prefetch' } : undefined,
  });
}

/**
 * Cached 30 minutes. Only what an anonymous visitor sees is kept across reloads: a signed-in
 * answer may carry the address of an app they bought.
 */
export function projectQueryOptions(
  idOrSlug: string,
  viewerId: string | null,
  options: { prefetch?: boolean } = {},
) {
  return queryOptions({
    queryKey: projectQueryKey(idOrSlug, viewerId),
    queryFn: ({ signal }) => getProject(idOrSlug, { signal, prefetch: options.prefetch }),
    staleTime: CATALOGUE_CACHE.detailMs,
    gcTime: CATALOGUE_CACHE.detailMs,
    meta: { persist: viewerId === null },
  });
}

/** True when the details are cached and fresh, so a preload can skip them. */
export function hasFreshProject(
  queryClient: QueryClient,
  idOrSlug: string,
  viewerId: string | null,
): boolean {
  const state = queryClient.getQueryState(projectQueryKey(idOrSlug, viewerId));
  return !!state?.data && Date.now() - state.dataUpdatedAt < CATALOGUE_CACHE.detailMs;
}

/**
 * The app page's data. It shows at once when it can (a preloaded copy or the cached
 * store list before the server): details cached under the id or the slug are used as
 * they are; otherwise a visitor's copy (for someone signed in) or the store card stands in while
 * the details load (`isPlaceholderData`; isCardPlaceholder tells the two apart).
 */
export function useProject(idOrSlug: string, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  const cachedDetail = (viewer: string | null = viewerId) => {
    const entries = queryClient
      .getQueryCache()
      .findAll({ queryKey: catalogueKeys.projects() })
      // Invalidated details are out of date (a purchase changed the access): they seed nothing.
      .filter((query) => !query.state.isInvalidated)
      .map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      }));
    return findCachedDetail(entries, idOrSlug, viewer);
  };
  return useQuery({
    ...projectQueryOptions(idOrSlug, viewerId),
    enabled: idOrSlug !== '' && options.enabled !== false,
    initialData: () => cachedDetail()?.data,
    initialDataUpdatedAt: () => cachedDetail()?.updatedAt,
    placeholderData: () => {
      // Someone signed in first sees the visitor's copy (a page the server rendered holds it) while
      // their own loads: the same app, only whether they may open it is not known yet.
      const visitorCopy = viewerId ? cachedDetail(null)?.data : undefined;
      if (visitorCopy) return visitorCopy;
      const lists = queryClient.getQueriesData({ queryKey: catalogueKeys.all }).map(([, data]) => data);
      const card = findCachedCard(lists, idOrSlug);
      if (!card) return undefined;
      const placeholder = cardToProjectPlaceholder(card);
      cardPlaceholders.add(placeholder);
      return placeholder;
    },
  });
}

// Placeholders made from a store card (partial: no description, screenshots or comments yet).
const cardPlaceholders = new WeakSet<TProject>();

/** Whether the details shown are only what a store card knew (see useProject's placeholder). */
export function isCardPlaceholder(project: TProject | undefined): boolean {
  return !!project && cardPlaceholders.has(project);
}
