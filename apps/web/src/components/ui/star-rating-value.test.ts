import { describe, expect, it } from 'vitest';
import { roundRating, starFill, stepRating } from './star-rating-value';

describe('roundRating', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.26)).toBe(4.3);
    expect(roundRating(3.04)).toBe(3);
    expect(roundRating(2.35)).toBe(2.4);
  });

  it('keeps a rating within 1 and 5', () => {
    expect(roundRating(7)).toBe(5);
    expect(roundRating(0.4)).toBe(1);
  });

  it('reads missing, zero, negative and non-finite values as not rated', () => {
    expect(roundRating(0)).toBe(0);
    expect(roundRating(-3)).toBe(0);
    expect(roundRating(null)).toBe(0);
    expect(roundRating(undefined)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
    expect(roundRating(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('starFill', () => {
  it('fills whole stars below the rating, part of the next, none after', () => {
    expect(starFill(3.5)).toEqual({ full: 3, part: 0.5 });
    expect(starFill(4.7)).toEqual({ full: 4, part: 0.7 });
    expect(starFill(5)).toEqual({ full: 5, part: 0 });
    expect(starFill(0)).toEqual({ full: 0, part: 0 });
  });
});

describe('stepRating', () => {
  it('moves with the arrow keys and wraps around', () => {
    expect(stepRating(3, 'ArrowRight')).toBe(4);
    expect(stepRating(5, 'ArrowRight')).toBe(1);
    expect(stepRating(1, 'ArrowLeft')).toBe(5);
    expect(stepRating(2, 'ArrowDown')).toBe(1);
    expect(stepRating(4, 'Home')).toBe(1);
    expect(stepRating(1, 'End')).toBe(5);
    expect(stepRating(3, 'Enter')).toBeNull();
  });
});
