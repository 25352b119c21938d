/**
 * How long favourite answers cached in the browser are trusted (spec section 9): the value of
 * ENGAGEMENT_LIMITS.favoriteCacheMs in @vitrina/shared/engagement/engagement.schemas, copied here
 * because importing that module brings its zod schemas (and zod) into the app page.
 * favorite-cache-ms.test.ts keeps the two equal.
 */
export const FAVORITE_CACHE_MS = 300_000;
