import type { QueryClient } from '@tanstack/react-query';
import { buildKeys } from '../../../lib/build-query-keys';
import { catalogueKeys } from '../../../lib/catalogue-query-keys';

/**
 * Query keys of the admin dashboard. Answers belong to the signed-in admin (another login never
 * reuses them) and are not persisted. Each list's key without its filters is the root that a
 * change invalidates.
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** Every developer's balance (the payments tab). */
  balances: (userId: string) => [...adminKeys.all, 'balances', userId] as const,
  /** Refunds, all of them or one filter ('open', 'all'). */
  refunds: (userId: string, status?: string) =>
    status
      ? ([...adminKeys.all, 'refunds', userId, status] as const)
      : ([...adminKeys.all, 'refunds', userId] as const),
  /** The figures of the header and the overview tab. */
  overview: (userId: string) => [...adminKeys.all, 'overview', userId] as const,
  /** Every project list, or one filtered list. */
  projects: (userId: string, filters?: object) =>
    filters
      ? ([...adminKeys.all, 'projects', userId, filters] as const)
      : ([...adminKeys.all, 'projects', userId] as const),
  users: (userId: string, filters?: object) =>
    filters
      ? ([...adminKeys.all, 'users', userId, filters] as const)
      : ([...adminKeys.all, 'users', userId] as const),
  deletionRequests: (userId: string, status?: string) =>
    status
      ? ([...adminKeys.all, 'deletion-requests', userId, status] as const)
      : ([...adminKeys.all, 'deletion-requests', userId] as const),
  decisions: (userId: string) => [...adminKeys.all, 'decisions', userId] as const,
  /** Published apps' changes waiting for a decision. */
  revisions: (userId: string) => [...adminKeys.all, 'revisions', userId] as const,
  sales: (userId: string, range?: object) =>
    range
      ? ([...adminKeys.all, 'sales', userId, range] as const)
      : ([...adminKeys.all, 'sales', userId] as const),
  /** Developer payouts already made (the payments tab's history). */
  payouts: (userId: string) => [...adminKeys.all, 'payouts', userId] as const,
  /** GitHub checks that have not passed (the projects tab). */
  githubChecks: (userId: string) => [...adminKeys.all, 'github-checks', userId] as const,
  /** Hosted builds ready and waiting for review (the projects tab). */
  pendingBuilds: (userId: string) => [...adminKeys.all, 'pending-builds', userId] as const,
  /** Custom app requests sent through /solicitud-app (the requests tab). */
  customRequests: (userId: string) => [...adminKeys.all, 'custom-requests', userId] as const,
};

/**
 * After a moderation decision (approve, reject, a deletion request settled, a build reviewed): the
 * lists, the figures and the log change, and so may the store (a published or suspended app, the
 * build an app page shows) and an app's versions.
 */
export function refreshAfterDecision(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.projects(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.decisions(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.deletionRequests(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.revisions(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.githubChecks(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.pendingBuilds(userId) });
  void queryClient.invalidateQueries({ queryKey: buildKeys.all });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

/**
 * After a refund is approved, refused or made: the refunds, and everything a completed refund
 * reverses (the sales report, the figures, the developers' balances, the app's sales and ratings).
 */
export function refreshAfterRefund(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.refunds(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.sales(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.overview(userId) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.balances(userId) });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

/** The next page of a 0-based admin page answer, while there is one. */
export function nextPageOf(last: { currentPage: number; hasNext: boolean }): number | undefined {
  return last.hasNext ? last.currentPage + 1 : undefined;
}
