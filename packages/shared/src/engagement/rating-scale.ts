/** The scale of every rating in the product (ZRatingRequest): whole stars from min to max. */
export const RATING_SCALE = {
  min: 1,
  max: 5,
} as const;
