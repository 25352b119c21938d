import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGithubCheckList } from '@vitrina/shared/github/github-check.schemas';
import type { TGithubProfileUpdate } from '@vitrina/shared/github/github-profile-update.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/** GET /api/developer/me/github-checks: the profile and project checks GitHub has not passed yet. */
export function getMyGithubChecks(signal?: AbortSignal): Promise<TGithubCheckList> {
  return apiClient.get<TGithubCheckList>('/developer/me/github-checks', { signal });
}

export function useMyGithubChecks() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...developerDashboardKeys.all, 'github-checks', user?.id ?? ''] as const,
    queryFn: ({ signal }) => getMyGithubChecks(signal),
    enabled: !!user,
  });
}

/** PUT /api/developer/me/github-profile: the developer corrects their profile. */
export function useUpdateGithubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TGithubProfileUpdate) =>
      apiClient.put<{ message: string; githubCheck: 'PENDING' | null }>(
        '/developer/me/github-profile',
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerDashboardKeys.all }),
  });
}
