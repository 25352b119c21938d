import { z } from 'zod';
import { REQUEST_LIMITS } from '../config/request-limits';
import { ZSimplifiedProject } from '../projects/project.responses';
import { ZCommentReply } from './comment-reply.schemas';
import { ENGAGEMENT_LIMITS } from './engagement-limits';
import { RATING_SCALE } from './rating-scale';

export { ENGAGEMENT_LIMITS };

// ---- Ratings ----

export const ZRatingRequest = z.object({
  rating: z
    .number({ error: 'engagement.ratingRange' })
    .int('engagement.ratingRange')
    .min(RATING_SCALE.min, 'engagement.ratingRange')
    .max(RATING_SCALE.max, 'engagement.ratingRange'),
});
export type TRatingRequest = z.infer<typeof ZRatingRequest>;

export const ZRatingSummary = z.object({
  averageRating: z.number(),
  totalRatings: z.number(),
  ratingsBreakdown: z.object({
    rating1: z.number(),
    rating2: z.number(),
    rating3: z.number(),
    rating4: z.number(),
    rating5: z.number(),
  }),
});

/** `POST /api/project/{id}/rating`: {success, message} plus the new figures. */
export const ZRatingResponse = ZRatingSummary.extend({
  success: z.literal(true),
  message: z.string(),
  myRating: z.number(),
});
export type TRatingResponse = z.infer<typeof ZRatingResponse>;

/** `GET /api/project/{id}/rating/me`: the viewer's own rating and whether they may rate. */
export const ZMyRatingResponse = z.object({
  rating: z.number().nullable(),
  canRate: z.boolean(),
  /** Why not, when canRate is false: a message key (own app, buyers only, not published). */
  reason: z.string().nullable(),
});
export type TMyRatingResponse = z.infer<typeof ZMyRatingResponse>;

// ---- Comments ----

export const ZCommentRequest = z.object({
  comment: z
    .string({ error: 'engagement.commentRequired' })
    .trim()
    .min(1, 'engagement.commentRequired')
    .max(ENGAGEMENT_LIMITS.commentMax, 'engagement.commentTooLong'),
});
export type TCommentRequest = z.infer<typeof ZCommentRequest>;

export const ZComment = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** The app developer's reply, or null. */
  reply: ZCommentReply.nullable(),
});
export type TComment = z.infer<typeof ZComment>;

// ---- Favourites ----

export const ZFavoriteRequest = z.object({
  idFavoriteProject: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(REQUEST_LIMITS.idMax),
});
export type TFavoriteRequest = z.infer<typeof ZFavoriteRequest>;

export const ZFavoriteChange = z.object({
  isFavorite: z.boolean(),
  favoriteProjects: z.array(z.string()),
  message: z.string(),
});
export type TFavoriteChange = z.infer<typeof ZFavoriteChange>;

/**
 * `GET /api/user/favorites`: the user with favoriteProjects (ids), plus the projects
 * themselves so the client need not fetch each one, and failedCount for those no longer shown.
 */
export const ZFavoritesResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    favoriteProjects: z.array(z.string()),
  }),
  projects: z.array(ZSimplifiedProject),
  failedCount: z.number(),
});
export type TFavoritesResponse = z.infer<typeof ZFavoritesResponse>;

export const ZFavoriteCheck = z.object({ projectId: z.string(), isFavorite: z.boolean() });
export type TFavoriteCheck = z.infer<typeof ZFavoriteCheck>;
