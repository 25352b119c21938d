import type { TCommentReply } from '@vitrina/shared/engagement/comment-reply.schemas';
import type { TComment } from '@vitrina/shared/engagement/engagement.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';

const LEGACY_PREFIX = 'legacy-';

/** True for a comment read from userobservations: it has no server id, so it cannot be deleted. */
export function isLegacyComment(comment: { id: string }): boolean {
  return comment.id.startsWith(LEGACY_PREFIX);
}

/**
 * The comments of a project, oldest first. `comments` carries ids, authors and dates; a copy
 * without it (cached before it existed) falls back to userobservations, the older single-entry
 * maps { name: text }, which have no ids (so no delete or reply) and no dates.
 */
export function readProjectComments(project: Pick<TProject, 'comments' | 'userobservations'>): TComment[] {
  if (Array.isArray(project.comments)) return project.comments;
  return (project.userobservations ?? []).flatMap((entry, index) =>
    Object.entries(entry ?? {})
      .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
      .map(([author, text]) => ({
        id: `${LEGACY_PREFIX}${index}`,
        authorId: null,
        authorName: author.trim(),
        text,
        createdAt: '',
        reply: null,
      })),
  );
}

/**
 * The project with one comment's reply set (a reply written or edited) or cleared (null); the
 * same project when the comment is not in it.
 */
export function withCommentReply<T extends Pick<TProject, 'comments'>>(
  project: T,
  commentId: string,
  reply: TCommentReply | null,
): T {
  if (!Array.isArray(project.comments) || !project.comments.some((comment) => comment.id === commentId))
    return project;
  return {
    ...project,
    comments: project.comments.map((comment) => (comment.id === commentId ? { ...comment, reply } : comment)),
  };
}
