import { useQuery } from '@tanstack/react-query';
import type { TFavoriteCheck } from '@vitrina/shared/engagement/engagement.schemas';
import { ENGAGEMENT_LIMITS } from '@vitrina/shared/engagement/engagement-limits';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { readFavoriteCacheEntry, rememberFavorite } from '../utils/favorite-cache';
import { engagementKeys } from './engagement-query-keys';

/** GET /api/user/favorites/{projectId}: whether the project is one of the person's favourites. */
export function getFavoriteStatus(projectId: string, signal?: AbortSignal): Promise<TFavoriteCheck> {
  return apiClient.get<TFavoriteCheck>(`/user/favorites/${encodeURIComponent(projectId)}`, { signal });
}

/**
 * The favourite state of a project for the signed-in person. A fresh browser cache entry (under
 * 300 s) is used as it is and no call is made; otherwise the server is asked, and its
 * answer is cached in the browser for the next 300 s.
 */
export function useFavoriteStatus(projectId: string) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: engagementKeys.favoriteStatus(userId, projectId),
    queryFn: async ({ signal }) => {
      const status = await getFavoriteStatus(projectId, signal);
      rememberFavorite({ userId, projectId, isFavorite: status.isFavorite });
      return status;
    },
    enabled: !!user && projectId !== '',
    staleTime: ENGAGEMENT_LIMITS.favoriteCacheMs,
    initialData: () => {
      const entry = readFavoriteCacheEntry(userId, projectId);
      return entry ? { projectId, isFavorite: entry.isFavorite } : undefined;
    },
    initialDataUpdatedAt: () => readFavoriteCacheEntry(userId, projectId)?.timestamp,
  });
}
