import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { markProjectsStale, updateCachedProject } from './cached-project-updates';

export interface TDeleteCommentInput {
  projectId: string;
  commentId: string;
}

/** DELETE /api/project/{id}/comments/{commentId} (administrators only): 204. */
export function deleteComment({ projectId, commentId }: TDeleteCommentInput): Promise<void> {
  return apiClient.delete<void>(
    `/project/${encodeURIComponent(projectId)}/comments/${encodeURIComponent(commentId)}`,
  );
}

/** Deletes a comment and takes it out of every cached copy of the project. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { projectId, commentId }) => {
      updateCachedProject(queryClient, projectId, (project) => {
        const comments = project.comments ?? [];
        const index = comments.findIndex((comment) => comment.id === commentId);
        if (index === -1) return project;
        // userobservations lists the same comments in the same order, without ids.
        const sameOrder = project.userobservations.length === comments.length;
        return {
          ...project,
          comments: comments.filter((comment) => comment.id !== commentId),
          userobservations: sameOrder
            ? project.userobservations.filter((_entry, position) => position !== index)
            : project.userobservations,
        };
      });
      markProjectsStale(queryClient);
    },
  });
}
