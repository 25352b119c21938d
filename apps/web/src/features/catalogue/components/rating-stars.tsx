import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatRating } from '../utils/catalogue-format';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

interface RatingStarsProps {
  average: number;
  count: number;
  size?: keyof typeof SIZES;
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
      <span role="img" aria-label={t('rating.label', { rating })} className="relative inline-flex shrink-0">
        <span className="flex text-slate-300">
          {[0, 1, 2, 3, 4].map((index) => (
            <Star key={index} className={cn(SIZES[size], 'fill-current')} aria-hidden="true" />
          ))}
        </span>
        <span
          className="absolute inset-0 flex overflow-hidden text-amber-400"
          style={{ width: `${value * 20}%` }}
        >
          {[0, 1, 2, 3, 4].map((index) => (
            <Star key={index} className={cn(SIZES[size], 'shrink-0 fill-current')} aria-hidden="true" />
          ))}
        </span>
      </span>
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
