import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayoutResponse, TPendingPayment } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/**
 * PUT /api/project-sale/{saleId}/pay (admin): pays the developer through the payment provider,
 * then marks the sale paid, once. Errors: SALE_ALREADY_PAID, PAYOUT_IN_PROGRESS, PAYOUT_FAILED,
 * PAYMENT_SETUP_INCOMPLETE.
 */
export function payPendingPayment(saleId: string): Promise<TPayoutResponse> {
  return apiClient.put<TPayoutResponse>(`/project-sale/${encodeURIComponent(saleId)}/pay`);
}

/** Pays one sale; a paid sale leaves the list at once, then the lists and figures are fetched again. */
export function usePayPendingPayment() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const key = adminKeys.pendingPayments(userId);
  return useMutation({
    mutationFn: payPendingPayment,
    onSuccess: (_result, saleId) => {
      queryClient.setQueryData<TPendingPayment[]>(key, (list) =>
        list?.filter((item) => item.saleId !== saleId),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      // The paid history and the payout figures of the overview move with every payment.
      void queryClient.invalidateQueries({ queryKey: adminKeys.payouts(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.sales(userId) });
    },
  });
}
