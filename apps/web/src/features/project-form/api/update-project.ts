import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { TProjectInput } from '@vitrina/shared/projects/project.schemas';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSave } from './project-form-query-keys';

export interface TUpdateProjectInput {
  id: string;
  input: TProjectInput;
}

/**
 * PUT /api/project/{id} with the project fields: the owner's edit. Of a published app it waits for
 * review (the answer is the live app with `pendingRevision`); of any other it goes back to review.
 */
export async function updateProject({ id, input }: TUpdateProjectInput): Promise<TProject> {
  return apiClient.put<TProject>(`/project/${encodeURIComponent(id)}`, input);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => refreshAfterSave(queryClient),
  });
}
