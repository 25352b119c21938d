import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRevisionDecision, TRevisionOutcome } from '@vitrina/shared/projects/project-revision.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { refreshAfterDecision } from './admin-query-keys';

export interface TDecideRevisionInput {
  id: string;
  decision: TRevisionDecision;
}

/**
 * PUT /api/admin/revisions/{id} (admin): APPROVE applies the changes to the live app, which stays
 * published; REFUSE keeps the live version and tells the developer why. Errors: VALIDATION_ERROR
 * (a refusal without a reason of 10 to 1000 characters), NOT_FOUND (the developer withdrew them),
 * REVISION_ALREADY_DECIDED (someone decided first).
 */
export function decideRevision({ id, decision }: TDecideRevisionInput): Promise<TRevisionOutcome> {
  return apiClient.put<TRevisionOutcome>(`/admin/revisions/${encodeURIComponent(id)}`, decision);
}

/** Settles the changes, then refreshes the queue, the projects, the figures, the log and the store. */
export function useDecideRevision() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: decideRevision,
    onSettled: () => refreshAfterDecision(queryClient, user?.id ?? ''),
  });
}
