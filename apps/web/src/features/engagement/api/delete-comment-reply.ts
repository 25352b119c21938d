import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { withCommentReply } from '../utils/project-comments';
import { markProjectsStale, updateCachedProject } from './cached-project-updates';

export interface TDeleteCommentReplyInput {
  projectId: string;
  commentId: string;
}

/** DELETE /api/project/{id}/comments/{commentId}/reply (its developer, or an admin moderating): 204. */
export function deleteCommentReply({ projectId, commentId }: TDeleteCommentReplyInput): Promise<void> {
  return apiClient.delete<void>(
    `/project/${encodeURIComponent(projectId)}/comments/${encodeURIComponent(commentId)}/reply`,
  );
}

/** Removes a reply and takes it out of every cached copy of the project. */
export function useDeleteCommentReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommentReply,
    onSuccess: (_result, { projectId, commentId }) => {
      updateCachedProject(queryClient, projectId, (project) => withCommentReply(project, commentId, null));
      markProjectsStale(queryClient);
    },
  });
}
