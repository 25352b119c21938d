/**
 * Query keys of the engagement feature. Everything here is personal, so every key carries the
 * signed-in person's id (another login never reuses an answer), and nothing is persisted.
 * `invalidateQueries({ queryKey: engagementKeys.all })` refreshes the whole feature.
 */
export const engagementKeys = {
  all: ['engagement'] as const,
  /** The viewer's own rating of a project and whether they may rate it. */
  myRating: (userId: string, projectId: string) =>
    [...engagementKeys.all, 'my-rating', userId, projectId] as const,
  /** Whether a project is one of the person's favourites. */
  favoriteStatus: (userId: string, projectId: string) =>
    [...engagementKeys.all, 'favorite', userId, projectId] as const,
  /** The person's favourites list (dashboard). */
  favorites: (userId: string) => [...engagementKeys.all, 'favorites', userId] as const,
  /** The person's purchased apps (dashboard). */
  purchased: (userId: string) => [...engagementKeys.all, 'purchased', userId] as const,
};
