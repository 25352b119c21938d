import { useQuery } from '@tanstack/react-query';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { apiClient } from '../../../lib/api-client';
import { projectFormQueryKeys } from './project-form-query-keys';

/** GET /api/project/{id}: the whole project, observations included for its owner. */
export async function getProject(id: string, signal?: AbortSignal): Promise<TProject> {
  return apiClient.get<TProject>(`/project/${encodeURIComponent(id)}`, { signal });
}

/**
 * The project to edit, always fresh from the server and never kept afterwards: a form filled from
 * an old copy would overwrite newer changes.
 */
export function useProject(id: string | undefined) {
  return useQuery({
    queryKey: projectFormQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getProject(id ?? '', signal),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}
