import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommentRequest } from '@vitrina/shared/engagement/engagement.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { markProjectsStale, updateCachedProject } from './cached-project-updates';

export interface TPostCommentInput extends TCommentRequest {
  projectId: string;
}

/**
 * POST /api/project/{id}/comment: answers with the updated project (as GET /api/project/{id}).
 * 400 empty or too long, 401, 404, 429 when commenting too often.
 */
export function postComment({ projectId, comment }: TPostCommentInput): Promise<TProject> {
  return apiClient.post<TProject>(`/project/${encodeURIComponent(projectId)}/comment`, { comment });
}

/** Sends a comment; on success the project in the cache is replaced by the server's answer. */
export function usePostComment() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: postComment,
    onSuccess: (project, { projectId }) => {
      // The answer is this viewer's view of the project: only their copies take it whole.
      if (user) updateCachedProject(queryClient, projectId, () => project, { viewer: user.id });
      markProjectsStale(queryClient);
    },
  });
}
