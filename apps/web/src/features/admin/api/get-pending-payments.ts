import { useQuery } from '@tanstack/react-query';
import type { TPendingPayment } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/** GET /api/project-sale/pending-payments (admin): sales whose developer share is still owed. */
export function getPendingPayments(signal?: AbortSignal): Promise<TPendingPayment[]> {
  return apiClient.get<TPendingPayment[]>('/project-sale/pending-payments', { signal });
}

/** The pending payments, the longest-waiting first. */
export function usePendingPayments() {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.pendingPayments(user?.id ?? ''),
    queryFn: async ({ signal }) => {
      const payments = await getPendingPayments(signal);
      return [...(payments ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    enabled: !!user,
  });
}
