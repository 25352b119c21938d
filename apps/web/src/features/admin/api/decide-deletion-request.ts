import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminDeletionRequest, TDeletionDecision } from '@vitrina/shared/dashboards/admin.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { refreshAfterDecision } from './admin-query-keys';

export interface TDecideDeletionInput {
  id: string;
  decision: TDeletionDecision;
}

/**
 * PUT /api/admin/deletion-requests/{id} (admin): ACCEPT suspends the project; REFUSE keeps it and
 * tells the developer why. Errors: VALIDATION_ERROR (a refusal without a note), NOT_FOUND,
 * a 409 when the request was already decided.
 */
export function decideDeletionRequest({
  id,
  decision,
}: TDecideDeletionInput): Promise<TAdminDeletionRequest> {
  return apiClient.put<TAdminDeletionRequest>(`/admin/deletion-requests/${encodeURIComponent(id)}`, decision);
}

/** Settles a request, then refreshes the requests, the projects, the figures and the log. */
export function useDecideDeletionRequest() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: decideDeletionRequest,
    onSettled: () => refreshAfterDecision(queryClient, user?.id ?? ''),
  });
}
