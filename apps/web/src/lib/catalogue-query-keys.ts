const MINUTE = 60 * 1000;

/**
 * How long catalogue answers stay fresh and cached: the store list 15 minutes,
 * a project's details 30 minutes.
 */
export const CATALOGUE_CACHE = {
  listMs: 15 * MINUTE,
  detailMs: 30 * MINUTE,
} as const;

/**
 * The root of every catalogue query key. Each api/ file builds its own key under it, so
 * `queryClient.invalidateQueries({ queryKey: catalogueKeys.all })` refreshes the whole catalogue
 * and the narrower roots below refresh one kind of answer.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** Every store list (all searches and filters). */
  storeLists: () => [...catalogueKeys.all, 'store'] as const,
  /** Every project detail, for every viewer. */
  projects: () => [...catalogueKeys.all, 'project'] as const,
  /** Every developer header and developer app list. */
  developers: () => [...catalogueKeys.all, 'developer'] as const,
  /** An app's approved versions and their notes, per viewer (a suspended app's for its buyers). */
  versions: (idOrSlug: string, viewerId: string | null) =>
    [...catalogueKeys.all, 'versions', idOrSlug, viewerId ?? 'public'] as const,
};
