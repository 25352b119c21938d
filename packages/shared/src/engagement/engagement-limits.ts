/** Engagement limits, apart from the schemas so screens can read them without loading zod. */
export const ENGAGEMENT_LIMITS = {
  commentMax: 1000,
  /** A developer's reply to a comment: as long as a comment may be. */
  replyMax: 1000,
  /** Favourite cache entries in the browser are trusted this long, then asked again. */
  favoriteCacheMs: 300_000,
} as const;
