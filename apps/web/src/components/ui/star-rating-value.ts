/** The scale of every rating in the product. */
export const RATING_MAX = 5;

/**
 * A rating as the stars show it (spec: "display rounds to 1-5 with one decimal"). Missing, zero
 * or negative values mean "not rated yet" and read as 0 (five empty stars).
 */
export function roundRating(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.round(Math.min(RATING_MAX, Math.max(1, value)) * 10) / 10;
}

/** How much of the star at `index` (0-4) a rounded rating fills, from 0 to 1. */
export function starFill(rating: number, index: number): number {
  return Math.min(1, Math.max(0, rating - index));
}

/** The next star an arrow key moves to, wrapping like a radio group (1-5). */
export function stepRating(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current >= RATING_MAX ? 1 : current + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current <= 1 ? RATING_MAX : current - 1;
    case 'Home':
      return 1;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}
