import { type TProjectStatus, toProjectStatus } from '@vitrina/shared/projects/statuses';

/** What a developer may do to take a project down (the developer's delete). */
export type TRemovalAction = 'suspend' | 'request-deletion' | 'none';

interface TProjectFacts {
  status: string;
  price: number;
  totalSales: number;
}

/** A suspended project is final: it cannot be edited, suspended or deleted again. */
export function isSuspended(project: Pick<TProjectFacts, 'status'>): boolean {
  return toProjectStatus(project.status) === 'SUSPENDED';
}

/** Editing is open for every status except suspended (the server refuses it too). */
export function canEditProject(project: Pick<TProjectFacts, 'status'>): boolean {
  return !isSuspended(project);
}

/**
 * A free project nobody has bought is suspended at once ('Suspender'); a paid or sold one needs
 * a deletion request with a reason, decided by an admin ('Solicitar eliminación').
 */
export function removalActionOf(project: TProjectFacts): TRemovalAction {
  if (isSuspended(project)) return 'none';
  const free = !(project.price > 0);
  return free && project.totalSales === 0 ? 'suspend' : 'request-deletion';
}

/** Statuses whose reviewer note asks the developer to edit and send the project again. */
const NOTE_STATUSES: ReadonlyArray<TProjectStatus> = ['DRAFT', 'REJECTED'];

/** The reviewer's note to show on a rejected project (returned to draft with observations). */
export function reviewerNoteOf(project: { status: string; observations: string | null }): string | null {
  const status = toProjectStatus(project.status);
  const note = project.observations?.trim();
  return status && NOTE_STATUSES.includes(status) && note ? note : null;
}

/** The apps tab's status filter: review gathers PENDING and UNDER_REVIEW, draft includes rejected. */
export const STATUS_FILTERS = ['all', 'published', 'review', 'draft', 'suspended'] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

export function statusFilterOf(status: string): Exclude<TStatusFilter, 'all'> {
  switch (toProjectStatus(status)) {
    case 'PUBLISHED':
      return 'published';
    case 'PENDING':
    case 'UNDER_REVIEW':
      return 'review';
    case 'SUSPENDED':
      return 'suspended';
    default:
      return 'draft';
  }
}

/** How many projects each filter would show ('all' included). */
export function countByStatusFilter(
  projects: ReadonlyArray<{ status: string }>,
): Record<TStatusFilter, number> {
  const counts: Record<TStatusFilter, number> = { all: 0, published: 0, review: 0, draft: 0, suspended: 0 };
  for (const project of projects) {
    counts.all += 1;
    counts[statusFilterOf(project.status)] += 1;
  }
  return counts;
}

/**
 * The apps list order: projects that can still change first, the most recently updated on top;
 * suspended ones (final) at the end.
 */
export function sortMyProjects<T extends { status: string; lastUpdated: string }>(
  projects: ReadonlyArray<T>,
): T[] {
  return [...projects].sort(
    (a, b) => Number(isSuspended(a)) - Number(isSuspended(b)) || b.lastUpdated.localeCompare(a.lastUpdated),
  );
}
