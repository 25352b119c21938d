import { useQuery } from '@tanstack/react-query';
import type { TGithubCheckList } from '@vitrina/shared/github/github-check.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { adminKeys } from './admin-query-keys';

/**
 * GET /api/admin/github-checks (admin): developers' profiles and projects' repositories GitHub has
 * not confirmed yet (PENDING: checked again in the background; FAILED: it does not exist), oldest first.
 */
export function getGithubChecks(signal?: AbortSignal): Promise<TGithubCheckList> {
  return apiClient.get<TGithubCheckList>('/admin/github-checks', { signal });
}

export function useGithubChecks() {
  const { user } = useSession();
  return useQuery({
    queryKey: adminKeys.githubChecks(user?.id ?? ''),
    queryFn: ({ signal }) => getGithubChecks(signal),
    enabled: !!user,
  });
}
