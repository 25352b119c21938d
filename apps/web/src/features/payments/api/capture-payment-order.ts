import { useMutation } from '@tanstack/react-query';
import type { TCaptureOrderResponse, ZCaptureOrderRequest } from '@vitrina/shared/payments/payment.schemas';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** The order to capture and the request body (the sandbox's 'simulate a declined payment' choice). */
export type TCaptureOrderInput = NonNullable<z.input<typeof ZCaptureOrderRequest>> & { orderId: string };

/**
 * POST /api/payments/orders/{orderId}/capture: only a capture the provider confirms makes the
 * sale. Errors: PAYMENT_DECLINED (402) when the provider refuses the payment, PAYMENT_CAPTURE_FAILED
 * (502) when it does not confirm the capture.
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
