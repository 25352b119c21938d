import type { QueryClient } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { catalogueKeys } from '../../../lib/catalogue-query-keys';

function isProject(value: unknown): value is TProject {
  return !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * Rewrites every cached copy of one project (the catalogue keeps one per address and viewer:
 * [...catalogueKeys.projects(), idOrSlug, viewerId | 'public']). With `viewer`, only that viewer's
 * copies change: a signed-in answer may carry the address of an app only they may open.
 */
export function updateCachedProject(
  queryClient: QueryClient,
  projectId: string,
  update: (project: TProject) => TProject,
  options: { viewer?: string } = {},
): void {
  const queries = queryClient.getQueryCache().findAll({ queryKey: catalogueKeys.projects() });
  for (const query of queries) {
    if (options.viewer !== undefined && query.queryKey[query.queryKey.length - 1] !== options.viewer)
      continue;
    const data = query.state.data;
    if (!isProject(data) || data.id !== projectId) continue;
    queryClient.setQueryData(query.queryKey, update(data));
  }
}

/**
 * Marks every project page stale without fetching now: the page on screen already shows the
 * server's answer, and fetching it again would count another view. Other copies (other
 * addresses, the visitor copy kept across reloads) are fetched the next time they are shown.
 */
export function markProjectsStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.projects(), refetchType: 'none' });
}
