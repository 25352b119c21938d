import type { TAdminOverview } from '@vitrina/shared/dashboards/admin.schemas';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';

/**
 * The statuses an admin must decide on (approve or reject): both wait for a review, so a count of
 * what needs the admin counts both, never 'under review' alone.
 */
export const AWAITING_DECISION: readonly TProjectStatus[] = ['UNDER_REVIEW', 'PENDING'];

/**
 * How many projects wait for the admin's decision (0 while the figures are unknown), published apps
 * whose changes wait for review included.
 */
export function countAwaitingDecision(
  projects: TAdminOverview['projects'] | undefined,
  pendingRevisions = 0,
): number {
  return projects ? projects.underReview + projects.pending + pendingRevisions : 0;
}
