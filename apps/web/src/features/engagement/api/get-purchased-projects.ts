import { useQuery } from '@tanstack/react-query';
import type { TPurchasedOrder, TPurchasedResponse } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { engagementKeys } from './engagement-query-keys';

export type { TPurchasedOrder };

/** GET /api/user/purchased: {purchasedProjects: [purchased orders]}. */
export async function getPurchasedProjects(signal?: AbortSignal): Promise<TPurchasedOrder[]> {
  const response = await apiClient.get<TPurchasedResponse>('/user/purchased', { signal });
  return response?.purchasedProjects ?? [];
}

/** The signed-in person's purchases, newest first. */
export function usePurchasedProjects() {
  const { user } = useSession();
  return useQuery({
    queryKey: engagementKeys.purchased(user?.id ?? ''),
    queryFn: async ({ signal }) => {
      const orders = await getPurchasedProjects(signal);
      return [...orders].sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate));
    },
    enabled: !!user,
  });
}
