import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPurchaseResponse } from '@vitrina/shared/payments/payment.schemas';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/project/purchase/{id} with a code that makes the app free (or, for pay what you want
 * from $0, $0 chosen with no code): the app is the buyer's, with no payment. Errors: DISCOUNT_NOT_APPLICABLE with the reason (the code ended or was used up
 * meanwhile), in the reader's language.
 */
export function claimWithCode({ projectId, code }: { projectId: string; code?: string }) {
  return apiClient.post<TPurchaseResponse>(
    `/project/purchase/${encodeURIComponent(projectId)}`,
    code ? { code } : {},
  );
}

export function useClaimWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWithCode,
    // What the person owns changed: every screen that shows it asks again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
