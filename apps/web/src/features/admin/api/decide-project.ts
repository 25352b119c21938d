import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { TProjectStatusChange } from '@vitrina/shared/projects/project.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { refreshAfterDecision } from './admin-query-keys';

/** An admin's review decision: approve, or reject with the reason the developer will read. */
export type TProjectDecision =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; reason: string };

/**
 * PUT /api/project/{id} with only a status: approve sets PUBLISHED; reject sets
 * DRAFT with the reason in `observations`. Errors: VALIDATION_ERROR (no reason),
 * STATUS_CHANGE_FORBIDDEN (someone decided first), NOT_FOUND.
 */
export function decideProject(input: TProjectDecision): Promise<TProject> {
  const body: TProjectStatusChange =
    input.decision === 'approve'
      ? { status: 'PUBLISHED' }
      : { status: 'DRAFT', observations: input.reason.trim() };
  return apiClient.put<TProject>(`/project/${encodeURIComponent(input.id)}`, body);
}

/** Sends a decision, then refreshes the lists, the figures ('reviewed today') and the log. */
export function useDecideProject() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: decideProject,
    onSettled: () => refreshAfterDecision(queryClient, user?.id ?? ''),
  });
}
