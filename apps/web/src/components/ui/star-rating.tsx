import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';
import Star from 'lucide-react/icons/star';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../lib/i18n';
import { formatDecimal } from '../../lib/number-format';
import { cn } from './cn';
import { roundRating, starFill, stepRating } from './star-rating-value';

const STAR_SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;
// The same sizes for the one-element stars of StarRating.
const METER_SIZES = {
  sm: '[--star-size:--spacing(4)]',
  md: '[--star-size:--spacing(5)]',
  lg: '[--star-size:--spacing(8)]',
} as const;
const LEVELS = Array.from(
  { length: RATING_SCALE.max - RATING_SCALE.min + 1 },
  (_, index) => RATING_SCALE.min + index,
);

type TStarSize = keyof typeof STAR_SIZES;

/** One star of the rating input, filled or empty. */
function StarShape({ filled, size }: { filled: boolean; size: TStarSize }) {
  return (
    <Star
      aria-hidden="true"
      className={cn(STAR_SIZES[size], 'shrink-0 fill-current', filled ? 'text-amber-400' : 'text-slate-300')}
    />
  );
}

/** '4,5' / '4.5': one decimal in the reader's language. */
export function formatRatingValue(value: number, language = getCurrentLanguage()): string {
  return formatDecimal(value, 1, language);
}

interface StarRatingProps {
  /** Any number; it is shown rounded to one decimal within 1-5 (0 = not rated yet). */
  value: number | null | undefined;
  size?: TStarSize;
  /** The accessible name; 'Valoración: 4,5 de 5' by default. */
  label?: string;
  className?: string;
}

/**
 * Five read-only stars filled to a rating, partial stars included, announced as one image. Drawn as
 * one element (a star-shaped mask over a two-colour fill, `.star-meter` in index.css) rather than ten
 * icons: a store page shows a dozen of them, and each as icons was about 8 KB of the page's HTML.
 */
export function StarRating({ value, size = 'sm', label, className }: StarRatingProps) {
  const { t } = useTranslation();
  const rating = roundRating(value);
  const name =
    label ??
    (rating > 0
      ? t('starRating.label', { rating: formatRatingValue(rating), max: RATING_SCALE.max })
      : t('starRating.none'));
  const { full, part } = starFill(rating);
  const fill = { '--stars-full': full, '--stars-part': part } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={name}
      style={fill}
      className={cn('star-meter', METER_SIZES[size], className)}
    />
  );
}

interface StarRatingInputProps {
  /** The chosen rating (1-5), or null before the first choice. */
  value: number | null;
  /** Called with 1-5 when a star is clicked or chosen with Space/Enter. */
  onChange: (rating: number) => void;
  /** The group's accessible name ('Tu calificación'). */
  label: string;
  /** While a rating is being sent: the stars stay focusable but do nothing. */
  disabled?: boolean;
  /** Called with the star under the pointer or keyboard focus (null when none), to describe it. */
  onPreview?: (rating: number | null) => void;
  size?: 'md' | 'lg';
  className?: string;
  describedBy?: string;
}

/**
 * Five radio-like star buttons (a radiogroup). Hover or arrow keys preview a rating; a click,
 * Space or Enter chooses it. Arrow keys only move (they do not send), so trying out a rating
 * from the keyboard never submits one by accident.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  disabled = false,
  onPreview,
  size = 'lg',
  className,
  describedBy,
}: StarRatingInputProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current =
    value !== null && value >= RATING_SCALE.min && value <= RATING_SCALE.max ? Math.round(value) : null;
  const shown = preview ?? current ?? 0;
  // Roving focus: only the chosen star (or the first) is in the tab order.
  const tabStop = current ?? 1;

  const showPreview = (rating: number | null) => {
    setPreview(rating);
    onPreview?.(rating);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = Number((event.target as HTMLElement).dataset.rating) || tabStop;
    const next = stepRating(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next - 1]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      onKeyDown={handleKeyDown}
      onMouseLeave={() => showPreview(null)}
      className={cn('inline-flex items-center', disabled && 'opacity-60', className)}
    >
      {LEVELS.map((level) => (
        // biome-ignore lint/a11y/useSemanticElements: a native radio selects (and so would send a rating) on every arrow key; these buttons only move focus with arrows
        <button
          key={level}
          ref={(element) => {
            buttons.current[level - 1] = element;
          }}
          type="button"
          role="radio"
          data-rating={level}
          aria-checked={current === level}
          aria-label={t('starRating.stars', { count: level })}
          aria-disabled={disabled || undefined}
          tabIndex={level === tabStop ? 0 : -1}
          onClick={() => {
            if (disabled) return;
            // The choice is made: show it (and what the page says about it), not the preview.
            showPreview(null);
            onChange(level);
          }}
          onMouseEnter={() => showPreview(level)}
          onFocus={(event) => {
            // Only keyboard focus previews; a click focuses the star it has just chosen.
            if (event.currentTarget.matches(':focus-visible')) showPreview(level);
          }}
          onBlur={() => showPreview(null)}
          className={cn(
            'flex items-center justify-center rounded-lg transition-transform',
            size === 'lg' ? 'size-11' : 'size-9',
            disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:scale-110',
          )}
        >
          <StarShape filled={level <= shown} size={size} />
        </button>
      ))}
    </div>
  );
}
