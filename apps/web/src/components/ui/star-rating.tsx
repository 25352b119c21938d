import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';
import Star from 'lucide-react/icons/star';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../lib/i18n';
import { formatDecimal } from '../../lib/number-format';
import { cn } from './cn';
import { roundRating, starFill, stepRating } from './star-rating-value';

const STAR_SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;
const LEVELS = Array.from(
  { length: RATING_SCALE.max - RATING_SCALE.min + 1 },
  (_, index) => RATING_SCALE.min + index,
);

type TStarSize = keyof typeof STAR_SIZES;

/** One star, filled from the left by `fill` (0-1): partial stars show a fractional average. */
function StarShape({ fill, size }: { fill: number; size: TStarSize }) {
  return (
    <span className="relative inline-flex shrink-0" aria-hidden="true">
      <Star className={cn(STAR_SIZES[size], 'fill-current text-slate-300')} />
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Star className={cn(STAR_SIZES[size], 'max-w-none fill-current text-amber-400')} />
        </span>
      )}
    </span>
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

/** Five read-only stars filled to a rating, partial stars included, announced as one image. */
export function StarRating({ value, size = 'sm', label, className }: StarRatingProps) {
  const { t } = useTranslation();
  const rating = roundRating(value);
  const name =
    label ??
    (rating > 0
      ? t('starRating.label', { rating: formatRatingValue(rating), max: RATING_SCALE.max })
      : t('starRating.none'));
  return (
    <span role="img" aria-label={name} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {LEVELS.map((level) => (
        <StarShape key={level} fill={starFill(rating, level - 1)} size={size} />
      ))}
    </span>
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
          <StarShape fill={level <= shown ? 1 : 0} size={size} />
        </button>
      ))}
    </div>
  );
}
