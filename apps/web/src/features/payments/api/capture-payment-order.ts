import { useMutation } from '@tanstack/react-query';
import type { TCaptureOrderResponse } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';

export interface TCaptureOrderInput {
  orderId: string;
  /** The sandbox's 'simulate a declined payment' choice; PayPal orders refuse it. */
  simulate?: 'decline';
}

/**
 * POST /api/payments/orders/{orderId}/capture: only a capture the provider confirms makes the
 * sale. Error PAYMENT_CAPTURE_FAILED when the payment is refused.
 */
export function capturePaymentOrder({
  orderId,
  simulate,
}: TCaptureOrderInput): Promise<TCaptureOrderResponse> {
  return apiClient.post<TCaptureOrderResponse>(
    `/payments/orders/${encodeURIComponent(orderId)}/capture`,
    simulate ? { simulate } : {},
  );
}

export function useCapturePaymentOrder() {
  return useMutation({ mutationFn: capturePaymentOrder });
}
