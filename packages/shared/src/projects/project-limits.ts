/**
 * Project text limits, apart from the schemas (which use them) so a screen can read them without
 * loading zod.
 */
export const PROJECT_TEXT_LIMITS = {
  targetAudienceMax: 500,
  licenseMax: 100,
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  /** The longest version the version pattern accepts ('1234.1234.1234.1234-' and 20 more). */
  versionMax: 40,
  /** A reviewer's reason for sending a project back to draft (ZProjectStatusChange). */
  reviewNoteMax: 1000,
  /** A developer's reason for asking an admin to delete a project (ZDeletionRequest). */
  deletionReasonMax: 1000,
} as const;

/** The store list's query (ZProjectListQuery): search text and category lengths. */
export const PROJECT_LIST_LIMITS = {
  searchMax: 200,
  categoryMax: 40,
} as const;

/**
 * The store's orders. `relevance` (name matches first) is the default of a search, `newest` of
 * the plain list; `rating` puts apps with at least `STORE_RATING_MIN_COUNT` ratings first.
 */
export const STORE_SORTS = ['newest', 'relevance', 'popular', 'rating', 'price_asc', 'price_desc'] as const;
export type TStoreSort = (typeof STORE_SORTS)[number];

/** An app's average counts for "best rated" only from this many ratings on. */
export const STORE_RATING_MIN_COUNT = 3;

/**
 * A store search counts its matches up to this many and no further: beyond it the store says
 * "more than 1,000" (`totalCapped`), so a broad search never reads every match to count them.
 * Relevance ranks the newest this-many matches (see the store listing in the server).
 */
export const STORE_COUNT_CAP = 1000;
