import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteChange, TFavoritesResponse } from '@vitrina/shared/engagement/engagement.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { rememberFavorite, writeFavoriteIds } from '../utils/favorite-cache';
import { engagementKeys } from './engagement-query-keys';

/** DELETE /api/user/favorites/{projectId}: {isFavorite: false, favoriteProjects, message}. */
export function removeFavorite(projectId: string): Promise<TFavoriteChange> {
  return apiClient.delete<TFavoriteChange>(`/user/favorites/${encodeURIComponent(projectId)}`);
}

/**
 * Removes a project from the favourites list (dashboard): it leaves the list at once and comes
 * back if the server refuses. The caller says what to show on failure.
 */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const listKey = engagementKeys.favorites(userId);
  return useMutation({
    mutationFn: removeFavorite,
    onMutate: async (projectId) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const list = queryClient.getQueryData<TFavoritesResponse>(listKey);
      const index = list?.projects.findIndex((project) => project.id === projectId) ?? -1;
      const removed = index >= 0 ? list?.projects[index] : undefined;
      queryClient.setQueryData<TFavoritesResponse>(
        listKey,
        (current) =>
          current && {
            ...current,
            projects: current.projects.filter((project) => project.id !== projectId),
            user: {
              ...current.user,
              favoriteProjects: current.user.favoriteProjects.filter((id) => id !== projectId),
            },
          },
      );
      return { removed, index };
    },
    onError: (_error, projectId, context) => {
      const removed = context?.removed;
      if (!removed) return;
      // Only this card comes back, where it was: other removals made meanwhile stand.
      queryClient.setQueryData<TFavoritesResponse>(listKey, (current) => {
        if (!current || current.projects.some((project) => project.id === projectId)) return current;
        const projects = [...current.projects];
        projects.splice(Math.min(context.index, projects.length), 0, removed);
        return {
          ...current,
          projects,
          user: { ...current.user, favoriteProjects: [...current.user.favoriteProjects, projectId] },
        };
      });
    },
    onSuccess: (change, projectId) => {
      writeFavoriteIds(change.favoriteProjects);
      rememberFavorite({ userId, projectId, isFavorite: false });
      queryClient.setQueryData(engagementKeys.favoriteStatus(userId, projectId), {
        projectId,
        isFavorite: false,
      });
    },
  });
}
