import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';

const { min: RATING_MIN, max: RATING_MAX } = RATING_SCALE;

/**
 * A rating as the stars show it: within the scale, rounded to one decimal. Missing, zero
 * or negative values mean "not rated yet" and read as 0 (five empty stars).
 */
export function roundRating(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, value)) * 10) / 10;
}

/**
 * How a rounded rating fills the five stars: `full` whole stars, then `part` (0-0.9, one decimal)
 * of the next one.
 */
export function starFill(rating: number): { full: number; part: number } {
  const full = Math.floor(rating);
  return { full, part: Math.round((rating - full) * 10) / 10 };
}

/** The next star an arrow key moves to, wrapping like a radio group (1-5). */
export function stepRating(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current >= RATING_MAX ? RATING_MIN : current + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current <= RATING_MIN ? RATING_MAX : current - 1;
    case 'Home':
      return RATING_MIN;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}
