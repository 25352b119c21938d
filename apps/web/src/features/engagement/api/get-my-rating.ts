import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyRatingResponse } from '@vitrina/shared/engagement/engagement.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { engagementKeys } from './engagement-query-keys';

/** GET /api/project/{id}/rating/me: the viewer's rating (or null), canRate, and why not (a message key). */
export function getMyRating(projectId: string, signal?: AbortSignal): Promise<TMyRatingResponse> {
  return apiClient.get<TMyRatingResponse>(`/project/${encodeURIComponent(projectId)}/rating/me`, { signal });
}

export function myRatingQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: engagementKeys.myRating(userId, projectId),
    queryFn: ({ signal }) => getMyRating(projectId, signal),
  });
}

/** The signed-in person's own rating of a project; idle for visitors. */
export function useMyRating(projectId: string) {
  const { user } = useSession();
  return useQuery({
    ...myRatingQueryOptions(user?.id ?? '', projectId),
    enabled: !!user && projectId !== '',
  });
}
