import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeveloperLedger } from '@vitrina/shared/payments/ledger.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/** Entries per page of the ledger table. */
export const LEDGER_PAGE_SIZE = 20;

/**
 * GET /api/developer/me/ledger?page&size: the balance (positive = owed to the developer, negative
 * = they owe), its totals, and one page of entries, newest first, each with the balance after it.
 */
export function getDeveloperLedger(page: number, signal?: AbortSignal): Promise<TDeveloperLedger> {
  return apiClient.get<TDeveloperLedger>(`/developer/me/ledger?page=${page}&size=${LEDGER_PAGE_SIZE}`, {
    signal,
  });
}

export function useDeveloperLedger(page: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.ledger(user?.id ?? '', page),
    queryFn: ({ signal }) => getDeveloperLedger(page, signal),
    enabled: !!user,
    // Turning the page keeps the last entries on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
