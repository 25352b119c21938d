import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { StarRating } from '../../../components/ui/star-rating';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatRating } from '../utils/catalogue-format';

interface RatingStarsProps {
  average: number;
  count: number;
  size?: 'sm' | 'md';
  /** Shows '4.5 (12 reseñas)' after the stars. */
  showSummary?: boolean;
  className?: string;
}

/** Five stars filled to the average (read only), announced as 'Valoración 4,5 de 5'. */
export function RatingStars({
  average,
  count,
  size = 'sm',
  showSummary = true,
  className,
}: RatingStarsProps) {
  const { t } = useTranslation('catalogue');
  const language = getCurrentLanguage();
  const value = Math.min(5, Math.max(0, Number.isFinite(average) ? average : 0));
  const rating = formatRating(value, language);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <StarRating value={value} size={size} label={t('rating.label', { rating, max: RATING_SCALE.max })} />
      {showSummary && (
        <span className="text-sm text-slate-600">
          {count > 0 ? (
            <>
              <span className="font-semibold text-slate-900">{rating}</span> ({t('rating.count', { count })})
            </>
          ) : (
            t('rating.none')
          )}
        </span>
      )}
    </div>
  );
}
