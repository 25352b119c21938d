import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { TProjectInput } from '@vitrina/shared/projects/project.schemas';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSave } from './project-form-query-keys';

/** POST /api/project/create: the new project, sent to review (201, status UNDER_REVIEW). */
export async function createProject(input: TProjectInput): Promise<TProject> {
  return apiClient.post<TProject>('/project/create', input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => refreshAfterSave(queryClient),
  });
}
