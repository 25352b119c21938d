import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCommentReply, TCommentReplyRequest } from '@vitrina/shared/engagement/comment-reply.schemas';
import { apiClient } from '../../../lib/api-client';
import { withCommentReply } from '../utils/project-comments';
import { markProjectsStale, updateCachedProject } from './cached-project-updates';

export interface TReplyToCommentInput extends TCommentReplyRequest {
  projectId: string;
  commentId: string;
}

/**
 * PUT /api/project/{id}/comments/{commentId}/reply (the app's developer): writes the reply (201) or
 * edits it (200), answering it. 400 empty or too long, 403 not their app or not published, 404 the
 * comment is gone.
 */
export function replyToComment({
  projectId,
  commentId,
  reply,
}: TReplyToCommentInput): Promise<TCommentReply> {
  return apiClient.put<TCommentReply>(
    `/project/${encodeURIComponent(projectId)}/comments/${encodeURIComponent(commentId)}/reply`,
    { reply },
  );
}

/** Writes or edits a reply; every cached copy of the project shows it at once (a reply is public). */
export function useReplyToComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComment,
    onSuccess: (reply, { projectId, commentId }) => {
      updateCachedProject(queryClient, projectId, (project) => withCommentReply(project, commentId, reply));
      markProjectsStale(queryClient);
    },
  });
}
