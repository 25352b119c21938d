import { useMutation } from '@tanstack/react-query';
import type { TCreateOrderRequest, TCreateOrderResponse } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/payments/orders: the server reads the price and opens an order with the provider.
 * Errors: PAYMENT_INVALID_AMOUNT, PAYMENT_SETUP_INCOMPLETE, OWN_PROJECT, NOT_FOR_SALE,
 * ALREADY_PURCHASED, PAYMENT_ORDER_FAILED (messages already in the reader's language).
 */
export function createPaymentOrder(body: TCreateOrderRequest): Promise<TCreateOrderResponse> {
  return apiClient.post<TCreateOrderResponse>('/payments/orders', body);
}

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder });
}
