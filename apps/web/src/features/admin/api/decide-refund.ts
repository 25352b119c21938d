import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRefund, TRefundDecisionBody } from '@vitrina/shared/payments/refund.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { refreshAfterRefund } from './admin-query-keys';

/**
 * POST /api/admin/refunds/{id}/approve: the provider is asked to refund, once however many times
 * this is sent; the answer is the refund's state after the attempt (COMPLETED, PENDING, APPROVED
 * while the provider has not answered, or FAILED with the provider's reason).
 * Errors: REFUND_ALREADY_DECIDED (409), NOT_FOUND.
 */
export function approveRefund(refundId: string): Promise<TRefund> {
  return apiClient.post<TRefund>(`/admin/refunds/${encodeURIComponent(refundId)}/approve`);
}

/** POST /api/admin/refunds/{id}/reject: refused, with the reason the buyer will read. */
export function rejectRefund({
  refundId,
  reason,
}: { refundId: string } & TRefundDecisionBody): Promise<TRefund> {
  const body: TRefundDecisionBody = { reason };
  return apiClient.post<TRefund>(`/admin/refunds/${encodeURIComponent(refundId)}/reject`, body);
}

/**
 * POST /api/admin/sales/{id}/refund: an admin refunds a sale whatever its age (a dispute), with a
 * reason. Errors: SALE_ALREADY_REFUNDED (409), REFUND_NOT_APPLICABLE, NOT_FOUND.
 */
export function refundSale({ saleId, reason }: { saleId: string } & TRefundDecisionBody): Promise<TRefund> {
  const body: TRefundDecisionBody = { reason };
  return apiClient.post<TRefund>(`/admin/sales/${encodeURIComponent(saleId)}/refund`, body);
}

function useRefundMutation<TInput>(mutationFn: (input: TInput) => Promise<TRefund>) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({ mutationFn, onSettled: () => refreshAfterRefund(queryClient, user?.id ?? '') });
}

export const useApproveRefund = () => useRefundMutation(approveRefund);
export const useRejectRefund = () => useRefundMutation(rejectRefund);
export const useRefundSale = () => useRefundMutation(refundSale);
