import { useQuery } from '@tanstack/react-query';
import type { TFavoritesResponse } from '@vitrina/shared/engagement/engagement.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { writeFavoriteIds } from '../utils/favorite-cache';
import { withMinimumDuration } from '../utils/min-duration';
import { engagementKeys } from './engagement-query-keys';

/** The favourites list shows its loading state for at least this long, so it never flashes. */
export const FAVORITES_LOADING_DELAY_MS = 500;

/**
 * GET /api/user/favorites: the person (with favoriteProjects ids), the store cards of the
 * favourites still available, and failedCount for those no longer shown.
 */
export function getFavorites(signal?: AbortSignal): Promise<TFavoritesResponse> {
  return apiClient.get<TFavoritesResponse>('/user/favorites', { signal });
}

/** The favourites list; it also refreshes the browser's `favoriteProjects` list of ids. */
export function useFavorites() {
  const { user } = useSession();
  return useQuery({
    queryKey: engagementKeys.favorites(user?.id ?? ''),
    queryFn: async ({ signal }) => {
      const result = await withMinimumDuration(getFavorites(signal), FAVORITES_LOADING_DELAY_MS);
      writeFavoriteIds(result.user.favoriteProjects);
      return result;
    },
    enabled: !!user,
  });
}
