import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TMyRatingResponse,
  TRatingRequest,
  TRatingResponse,
} from '@vitrina/shared/engagement/engagement.schemas';
import { apiClient } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue-query-keys';
import { useSession } from '../../../lib/session-store';
import { markProjectsStale, updateCachedProject } from './cached-project-updates';
import { engagementKeys } from './engagement-query-keys';

export type TRateProjectInput = TRatingRequest & { projectId: string };

/**
 * POST /api/project/{id}/rating: rates or re-rates. 403 CANNOT_RATE with the reason as message
 * (own app, paid app not bought); 401 when the session is gone.
 */
export function rateProject({ projectId, rating }: TRateProjectInput): Promise<TRatingResponse> {
  return apiClient.post<TRatingResponse>(`/project/${encodeURIComponent(projectId)}/rating`, { rating });
}

/**
 * Rates a project; on success the page's average, count and breakdown take the server's new
 * figures (they are public, so every cached copy gets them) and store cards are refreshed.
 */
export function useRateProject() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: rateProject,
    onSuccess: (result, { projectId }) => {
      if (user) {
        queryClient.setQueryData<TMyRatingResponse>(engagementKeys.myRating(user.id, projectId), {
          rating: result.myRating,
          canRate: true,
          reason: null,
        });
      }
      updateCachedProject(queryClient, projectId, (project) => ({
        ...project,
        rating: result.averageRating,
        averageRating: result.averageRating,
        totalRatings: result.totalRatings,
        totalReviews: result.totalRatings,
        ratingsBreakdown: result.ratingsBreakdown,
      }));
      markProjectsStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.storeLists() });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.developers() });
    },
    onError: (_error, { projectId }) => {
      // A refusal may mean the right to rate changed (the app was unpublished, say): ask again.
      if (user) void queryClient.invalidateQueries({ queryKey: engagementKeys.myRating(user.id, projectId) });
    },
  });
}
