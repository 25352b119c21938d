import { useQuery } from '@tanstack/react-query';
import type { TOrderStatusResponse } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { paymentKeys } from './payment-query-keys';

/** GET /api/payments/orders/{orderId}: the order's state as the server knows it. */
export function getPaymentOrder(orderId: string, signal?: AbortSignal): Promise<TOrderStatusResponse> {
  return apiClient.get<TOrderStatusResponse>(`/payments/orders/${encodeURIComponent(orderId)}`, { signal });
}

/** The order's state, asked only when someone is signed in (orders are private) and an id is known. */
export function usePaymentOrder(orderId: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: paymentKeys.order(user?.id ?? '', orderId ?? ''),
    queryFn: ({ signal }) => getPaymentOrder(orderId ?? '', signal),
    enabled: !!user && !!orderId,
    // Money: always ask again rather than trust an earlier answer.
    staleTime: 0,
    gcTime: 0,
  });
}
