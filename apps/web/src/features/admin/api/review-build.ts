import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBuildDetail } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { refreshAfterDecision } from './admin-query-keys';

/** An admin's decision on a build: approve (it becomes the app's current build), or reject with a note. */
export type TBuildReview =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; note: string };

/**
 * POST /api/admin/builds/{id}/approve or …/reject (admin). Errors: 409 BUILD_NOT_REVIEWABLE
 * (decided already, or not ready), 404 (gone), 400 (a note outside 3–1000 characters).
 */
export function reviewBuild(input: TBuildReview): Promise<TBuildDetail> {
  const path = `/admin/builds/${encodeURIComponent(input.id)}`;
  return input.decision === 'approve'
    ? apiClient.post<TBuildDetail>(`${path}/approve`)
    : apiClient.post<TBuildDetail>(`${path}/reject`, { note: input.note });
}

/** Sends the decision, then refreshes the queue, the app's versions, the lists and the store. */
export function useReviewBuild() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: reviewBuild,
    onSettled: () => refreshAfterDecision(queryClient, user?.id ?? ''),
  });
}
