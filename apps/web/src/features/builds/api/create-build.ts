import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBuild, TCreateBuildBody } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { buildKeys } from '../../../lib/build-query-keys';
import { useSession } from '../../../lib/session-store';

export interface TCreateBuildInput {
  projectId: string;
  body: TCreateBuildBody;
}

/**
 * POST /api/project/{id}/builds: queues a build taken from the project's repository (202). Errors:
 * 409 BUILD_IN_PROGRESS (one is being imported), 409 BUILD_BAD_REPOSITORY (not a GitHub repository),
 * 409 PROJECT_LOCKED (suspended), 400 with the fields at fault.
 */
export function createBuild({ projectId, body }: TCreateBuildInput): Promise<TBuild> {
  return apiClient.post<TBuild>(`/project/${encodeURIComponent(projectId)}/builds`, body);
}

/** Adds a build and puts it at the top of the list at once (its progress then comes by polling). */
export function useCreateBuild() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: createBuild,
    onSuccess: (answer) => {
      // The answer does not name who added it (the list does): it was the person signed in.
      const build = { ...answer, createdByName: answer.createdByName || user?.name || '' };
      const key = buildKeys.project(user?.id ?? '', build.projectId);
      queryClient.setQueryData<TBuild[]>(key, (builds) => [
        build,
        ...(builds ?? []).filter((each) => each.id !== build.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
