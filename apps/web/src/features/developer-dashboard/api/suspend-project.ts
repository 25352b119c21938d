import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterStatusChange } from './developer-dashboard-query-keys';

/**
 * DELETE /api/project/{id}: the developer delete. A free project without sales becomes
 * SUSPENDED; a paid or sold one is refused with 409 DELETE_NEEDS_REQUEST (a request is needed),
 * a suspended one with 409 PROJECT_LOCKED.
 */
export function suspendProject(projectId: string): Promise<TProject> {
  return apiClient.delete<TProject>(`/project/${encodeURIComponent(projectId)}`);
}

export function useSuspendProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendProject,
    onSettled: () => refreshAfterStatusChange(queryClient),
  });
}
