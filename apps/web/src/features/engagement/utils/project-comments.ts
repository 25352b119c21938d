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
 * maps { name: text }, which have no ids (so no delete) and no dates.
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
      })),
  );
}
