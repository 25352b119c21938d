import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteChange, TFavoriteCheck } from '@vitrina/shared/engagement/engagement.schemas';
import { useRef } from 'react';
import { addFavorite } from '../api/add-favorite';
import { engagementKeys } from '../api/engagement-query-keys';
import { useFavoriteStatus } from '../api/get-favorite-status';
import { removeFavorite } from '../api/remove-favorite';
import { forgetFavorite, readFavoriteIds, rememberFavorite, writeFavoriteIds } from '../utils/favorite-cache';

interface TToggleContext {
  previous: TFavoriteCheck | undefined;
  previousIds: string[];
}

/**
 * The favourite toggle of the app page: it flips at once and stores the new state in
 * the browser, then asks the server; a failure puts everything back and is handed to `onError`.
 * A click while a change is being sent is ignored.
 */
export function useFavoriteToggle(
  projectId: string,
  userId: string,
  options: { onError?: (error: unknown, wanted: boolean) => void } = {},
) {
  const queryClient = useQueryClient();
  const status = useFavoriteStatus(projectId);
  const statusKey = engagementKeys.favoriteStatus(userId, projectId);
  // A ref as well as isPending: two clicks in the same frame both see isPending false.
  const syncing = useRef(false);

  const mutation = useMutation<TFavoriteChange, unknown, boolean, TToggleContext>({
    mutationFn: (wanted) => (wanted ? addFavorite(projectId) : removeFavorite(projectId)),
    onMutate: async (wanted) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      const previous = queryClient.getQueryData<TFavoriteCheck>(statusKey);
      const previousIds = readFavoriteIds();
      queryClient.setQueryData<TFavoriteCheck>(statusKey, { projectId, isFavorite: wanted });
      rememberFavorite({ userId, projectId, isFavorite: wanted });
      return { previous, previousIds };
    },
    onSuccess: (change) => {
      queryClient.setQueryData<TFavoriteCheck>(statusKey, { projectId, isFavorite: change.isFavorite });
      rememberFavorite({ userId, projectId, isFavorite: change.isFavorite });
      writeFavoriteIds(change.favoriteProjects);
      void queryClient.invalidateQueries({ queryKey: engagementKeys.favorites(userId) });
    },
    onError: (error, wanted, context) => {
      // Flip back (when the state was unknown, the button showed 'add': back to not favourite).
      queryClient.setQueryData<TFavoriteCheck>(
        statusKey,
        context?.previous ?? { projectId, isFavorite: !wanted },
      );
      forgetFavorite(userId, projectId);
      if (context) writeFavoriteIds(context.previousIds);
      options.onError?.(error, wanted);
    },
    onSettled: () => {
      syncing.current = false;
    },
  });

  const isFavorite = status.data?.isFavorite;
  return {
    /** undefined while the first answer is awaited. */
    isFavorite,
    isLoading: status.isPending && status.fetchStatus !== 'idle',
    isSyncing: mutation.isPending,
    toggle: () => {
      if (syncing.current || (isFavorite === undefined && status.isPending)) return;
      syncing.current = true;
      mutation.mutate(!isFavorite);
    },
  };
}
