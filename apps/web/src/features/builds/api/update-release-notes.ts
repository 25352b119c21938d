import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBuild } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { buildKeys } from '../../../lib/build-query-keys';
import { useSession } from '../../../lib/session-store';

export interface TUpdateReleaseNotesInput {
  build: Pick<TBuild, 'id' | 'projectId'>;
  /** The new notes; null (or only spaces) removes them. */
  releaseNotes: string | null;
}

/**
 * PUT /api/builds/{id}/release-notes (the project's developer or an admin). Errors: 409
 * BUILD_NOTES_LOCKED (approved meanwhile), 404 (gone), 400 (over 5,000 characters).
 */
export function updateReleaseNotes({ build, releaseNotes }: TUpdateReleaseNotesInput): Promise<TBuild> {
  return apiClient.put<TBuild>(`/builds/${encodeURIComponent(build.id)}/release-notes`, { releaseNotes });
}

/** Saves the notes and puts the answer in the app's list at once (then asks for it again). */
export function useUpdateReleaseNotes() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateReleaseNotes,
    onSuccess: (answer, { build }) => {
      const key = buildKeys.project(user?.id ?? '', build.projectId);
      queryClient.setQueryData<TBuild[]>(key, (builds) =>
        builds?.map((each) =>
          each.id === answer.id
            ? { ...answer, createdByName: answer.createdByName || each.createdByName }
            : each,
        ),
      );
    },
    onSettled: (_answer, _error, { build }) =>
      queryClient.invalidateQueries({ queryKey: buildKeys.project(user?.id ?? '', build.projectId) }),
  });
}
