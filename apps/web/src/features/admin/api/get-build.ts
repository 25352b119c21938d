import { useQuery } from '@tanstack/react-query';
import type { TBuildDetail } from '@vitrina/shared/builds/build.schemas';
import { apiClient } from '../../../lib/api-client';
import { buildKeys } from '../../../lib/build-query-keys';
import { useSession } from '../../../lib/session-store';

/** GET /api/builds/{id} (its developer or an admin): one build with every file's path, size and type. */
export function getBuild(buildId: string, signal?: AbortSignal): Promise<TBuildDetail> {
  return apiClient.get<TBuildDetail>(`/builds/${encodeURIComponent(buildId)}`, { signal });
}

/** A build's files, asked for when its file list is opened (a build never changes once ready). */
export function useBuild(buildId: string | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: buildKeys.detail(user?.id ?? '', buildId ?? ''),
    queryFn: ({ signal }) => getBuild(buildId ?? '', signal),
    enabled: !!user && !!buildId,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
