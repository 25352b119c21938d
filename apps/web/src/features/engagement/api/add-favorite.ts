import type { TFavoriteChange } from '@vitrina/shared/engagement/engagement.schemas';
import { apiClient } from '../../../lib/api-client';

/** POST /api/user/favorites {idFavoriteProject}: {isFavorite: true, favoriteProjects, message}. */
export function addFavorite(projectId: string): Promise<TFavoriteChange> {
  return apiClient.post<TFavoriteChange>('/user/favorites', { idFavoriteProject: projectId });
}
