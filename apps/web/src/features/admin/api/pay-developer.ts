import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeveloperPayoutResponse } from '@vitrina/shared/payments/ledger.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/**
 * POST /api/admin/developers/{id}/payout (admin): pays the developer their whole positive balance
 * through the provider, once, settling their unpaid sales. Errors: NOTHING_OWED,
 * PAYOUT_IN_PROGRESS (409), PAYOUT_FAILED (502), PAYMENT_SETUP_INCOMPLETE.
 */
export function payDeveloper(developerId: string): Promise<TDeveloperPayoutResponse> {
  return apiClient.post<TDeveloperPayoutResponse>(
    `/admin/developers/${encodeURIComponent(developerId)}/payout`,
  );
}

/** Pays one developer, then the balances, the payout history, the figures and the sales are fetched again. */
export function usePayDeveloper() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useMutation({
    mutationFn: payDeveloper,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.balances(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.payouts(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.sales(userId) });
    },
  });
}
