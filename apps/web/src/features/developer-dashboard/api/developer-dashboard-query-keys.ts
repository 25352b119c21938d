import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/catalogue-query-keys';

/**
 * Query keys of the developer dashboard. Every answer belongs to the signed-in developer (the id
 * is in the key, so another login never reuses one) and nothing is persisted.
 */
export const developerDashboardKeys = {
  all: ['developer-dashboard'] as const,
  overview: (userId: string) => [...developerDashboardKeys.all, 'overview', userId] as const,
  analytics: (userId: string, days: number) =>
    [...developerDashboardKeys.all, 'analytics', userId, days] as const,
  /** Visits and sales per referral source (`?ref=`) over the range. */
  referralSources: (userId: string, days: number) =>
    [...developerDashboardKeys.all, 'referral-sources', userId, days] as const,
  sales: (userId: string) => [...developerDashboardKeys.all, 'sales', userId] as const,
  /** Refunds asked for or made on the developer's apps. */
  refunds: (userId: string) => [...developerDashboardKeys.all, 'refunds', userId] as const,
  /** One page of the developer's ledger (sales, refunds, payouts) and the balance; every page without one. */
  ledger: (userId: string, page?: number) =>
    page === undefined
      ? ([...developerDashboardKeys.all, 'ledger', userId] as const)
      : ([...developerDashboardKeys.all, 'ledger', userId, page] as const),
  /** The developer's discount codes with their uses and sales. */
  discountCodes: (userId: string) => [...developerDashboardKeys.all, 'discount-codes', userId] as const,
  /** The developer's webhook endpoints, with each one's last delivery. */
  webhooks: (userId: string) => [...developerDashboardKeys.all, 'webhooks', userId] as const,
  /** One endpoint's delivery log, page after page ("Cargar más"). */
  webhookDeliveries: (userId: string, endpointId: string) =>
    [...developerDashboardKeys.all, 'webhooks', userId, 'deliveries', endpointId] as const,
  /** Projects whose deletion request was sent in this visit (the list does not say so). */
  requestedDeletions: (userId: string) =>
    [...developerDashboardKeys.all, 'requested-deletions', userId] as const,
  /**
   * The developer's own projects, under the catalogue's developer root: saving a project in the
   * form refreshes the catalogue, and with it this list.
   */
  myProjects: (userId: string) => [...catalogueKeys.developers(), userId, 'dashboard'] as const,
};

/** Marks the dashboard's server answers stale (not what this visit remembers by itself). */
export function refreshDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: developerDashboardKeys.all,
    predicate: (query) => query.queryKey[1] !== 'requested-deletions',
  });
}

/** After a project changes status: the dashboard figures and every catalogue list showing it. */
export function refreshAfterStatusChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshDashboard(queryClient),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  ]);
}
