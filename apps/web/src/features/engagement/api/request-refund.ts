import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPurchasedOrder } from '@vitrina/shared/payments/payment.schemas';
import type { TPurchaseRefund, TRefundRequestBody } from '@vitrina/shared/payments/refund.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { engagementKeys } from './engagement-query-keys';

export interface TRefundRequestInput extends TRefundRequestBody {
  /** The purchase it is about (the list is updated in place). */
  orderId: string;
  projectId: string;
}

/**
 * POST /api/project/{id}/refund-request: the buyer asks for a refund of their purchase of the app.
 * Errors: REFUND_WINDOW_CLOSED, REFUND_NOT_APPLICABLE, REFUND_ALREADY_REQUESTED,
 * REFUND_ALREADY_REFUSED (409), NOT_FOUND (no purchase of the app), VALIDATION_ERROR (the reason).
 */
export function requestRefund({ projectId, reason }: TRefundRequestInput): Promise<TPurchaseRefund> {
  const body: TRefundRequestBody = { reason };
  return apiClient.post<TPurchaseRefund>(`/project/${encodeURIComponent(projectId)}/refund-request`, body);
}

/** Sends the request; the purchase shows it at once, then the list is fetched again. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = engagementKeys.purchased(user?.id ?? '');
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: (refund, { orderId }) => {
      queryClient.setQueryData<TPurchasedOrder[]>(key, (orders) =>
        orders?.map((order) =>
          order.id === orderId ? { ...order, refund, canRequestRefund: false } : order,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
