import { useEffect, useRef } from 'react';
import { apiClient } from '../../../lib/api-client';
import { getSessionState } from '../../../lib/session-store';
import { forgetEarlyVisit, getEarlyVisitStart } from './prefetch-first-screen';

/** POST /api/project/{idOrSlug}/view: counts a visit to a page shown from the cache. */
export function recordProjectView(idOrSlug: string): Promise<void> {
  return apiClient.post<void>(`/project/${encodeURIComponent(idOrSlug)}/view`);
}

/**
 * The detail call counts a view by itself; a page shown from cached details makes no call, so
 * it reports its visit here, once per app opened. A failure only loses one view: it is ignored.
 */
export function useCountCachedView(
  idOrSlug: string,
  query: { dataUpdatedAt: number; isFetching: boolean; isPlaceholderData: boolean },
  /** Who the shown details are for (null: a visitor). */
  viewerId: string | null,
) {
  const visit = useRef<{ id: string; openedAt: number; counted: boolean } | null>(null);
  // A visit that opened on this page asked for the details before rendering (router.tsx): it
  // started then, and that answer counted the view like any detail call.
  if (visit.current?.id !== idOrSlug) {
    visit.current = { id: idOrSlug, openedAt: getEarlyVisitStart(idOrSlug) ?? Date.now(), counted: false };
  }
  const { dataUpdatedAt, isFetching, isPlaceholderData } = query;

  useEffect(() => {
    const current = visit.current;
    if (!current || current.counted || !idOrSlug || isFetching || isPlaceholderData || !dataUpdatedAt) return;
    // Shown as a visitor sees it while someone is signed in (a server-rendered page is hydrated
    // so): their own copy is asked for next, and that call counts the view.
    if ((getSessionState().user?.id ?? null) !== viewerId) return;
    current.counted = true;
    forgetEarlyVisit(idOrSlug);
    if (dataUpdatedAt < current.openedAt) void recordProjectView(idOrSlug).catch(() => undefined);
  }, [idOrSlug, dataUpdatedAt, isFetching, isPlaceholderData, viewerId]);
}
