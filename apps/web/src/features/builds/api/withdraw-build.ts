import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBuildDetail } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { buildKeys } from '../../../lib/build-query-keys';
import { catalogueKeys } from '../../../lib/catalogue-query-keys';

export interface TWithdrawBuildInput {
  buildId: string;
  reason: string;
}

/**
 * POST /api/admin/builds/{id}/withdraw (admin): the approved version can no longer be opened nor
 * made current; the app falls back to the newest approved version left. Errors: 409
 * BUILD_NOT_WITHDRAWABLE (withdrawn already, or not approved), 400 (a reason outside 10–1000
 * characters).
 */
export function withdrawBuild({ buildId, reason }: TWithdrawBuildInput): Promise<TBuildDetail> {
  return apiClient.post<TBuildDetail>(`/admin/builds/${encodeURIComponent(buildId)}/withdraw`, { reason });
}

/** Withdraws, then refreshes the builds and the catalogue (the app page's current version). */
export function useWithdrawBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawBuild,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: buildKeys.all });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
