import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { engagementKeys } from '../../features/engagement/api/engagement-query-keys';
import { PaymentResultView } from '../../features/payments/components/payment-result-view';
import { catalogueKeys } from '../../lib/catalogue-query-keys';

/**
 * /payment-result?status&method&appId&orderId|transactionId&amount. After a successful payment the
 * app's details (now with access) and the person's engagement data are fetched afresh.
 */
export function Component() {
  const queryClient = useQueryClient();
  const refreshAfterPurchase = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.projects() });
    // The purchases list, and whether the buyer may now rate the app (buyers only).
    void queryClient.invalidateQueries({ queryKey: engagementKeys.all });
  }, [queryClient]);
  return <PaymentResultView onSuccess={refreshAfterPurchase} />;
}
