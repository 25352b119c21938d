import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeletionRequestCreated } from '@vitrina/shared/projects/deletion-request.responses';
import type { TDeletionRequest } from '@vitrina/shared/projects/project.schemas';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys, refreshAfterStatusChange } from './developer-dashboard-query-keys';

/**
 * POST /api/project/{id}/request-deletion {reason}: asks an admin to delete a paid or sold
 * project. 409 DELETION_ALREADY_REQUESTED while an earlier request is open.
 */
export function requestProjectDeletion(projectId: string, body: TDeletionRequest) {
  return apiClient.post<TDeletionRequestCreated>(
    `/project/${encodeURIComponent(projectId)}/request-deletion`,
    body,
  );
}

/** Whether an answer says a request for the project is already waiting for an admin. */
export function isAlreadyRequested(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'DELETION_ALREADY_REQUESTED';
}

/**
 * The projects whose request this visit sent (or found open): the project list does not carry
 * open requests, so the dashboard remembers them to show 'Solicitud enviada' instead of the button.
 */
export function useRequestedDeletions(): ReadonlySet<string> {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: developerDashboardKeys.requestedDeletions(user?.id ?? ''),
    queryFn: () => [] as string[],
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !!user,
  });
  return new Set(data ?? []);
}

export function useRequestProjectDeletion() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = developerDashboardKeys.requestedDeletions(user?.id ?? '');
  const remember = (projectId: string) =>
    queryClient.setQueryData<string[]>(key, (ids = []) =>
      ids.includes(projectId) ? ids : [...ids, projectId],
    );
  return useMutation({
    mutationFn: ({ projectId, reason }: { projectId: string; reason: string }) =>
      requestProjectDeletion(projectId, { reason }),
    onSuccess: (_result, { projectId }) => remember(projectId),
    onError: (error, { projectId }) => {
      if (isAlreadyRequested(error)) remember(projectId);
    },
    onSettled: () => refreshAfterStatusChange(queryClient),
  });
}
