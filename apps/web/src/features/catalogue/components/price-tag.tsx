import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatUsd } from '../../../lib/money-format';
import { isFree } from '../utils/catalogue-format';

/** '$9.99', or 'Gratis' in green for a free app. */
export function PriceTag({ price, className }: { price: number; className?: string }) {
  const { t } = useTranslation('catalogue');
  const free = isFree(price);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-sm font-bold',
        free ? 'bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200' : 'text-slate-900',
        className,
      )}
    >
      {free ? t('price.free') : formatUsd(price)}
    </span>
  );
}
