import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRefund, TRefundCommentBody } from '@vitrina/shared/payments/refund.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

export interface TRefundCommentInput extends TRefundCommentBody {
  refundId: string;
}

/**
 * PUT /api/refunds/{id}/developer-comment: the app's developer tells the admin their side, while
 * the request waits for a decision. Errors: REFUND_ALREADY_DECIDED (409), NOT_FOUND.
 */
export function commentRefund({ refundId, comment }: TRefundCommentInput): Promise<TRefund> {
  const body: TRefundCommentBody = { comment };
  return apiClient.put<TRefund>(`/refunds/${encodeURIComponent(refundId)}/developer-comment`, body);
}

/** Saves the comment; the card shows the refund as the server answered, then the list is fetched again. */
export function useCommentRefund() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = developerDashboardKeys.refunds(user?.id ?? '');
  return useMutation({
    mutationFn: commentRefund,
    onSuccess: (refund) => {
      queryClient.setQueryData<TRefund[]>(key, (list) =>
        list?.map((item) => (item.id === refund.id ? refund : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
