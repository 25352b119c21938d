import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatUsd } from '../../../lib/money-format';
import { isFree } from '../utils/catalogue-format';

type TPriced = Pick<TSimplifiedProject, 'price' | 'payWhatYouWant' | 'sale'>;

/**
 * A card's price: '$9.99', 'Gratis' in green, 'Desde $3.00' (pay what you want; 'Paga lo que
 * quieras' from 0), and during a public sale the price after it beside the struck-out one.
 */
export function PriceTag({ project, className }: { project: TPriced; className?: string }) {
  const { t } = useTranslation('catalogue');
  const { price, payWhatYouWant, sale } = project;
  const free = isFree(price) && !payWhatYouWant;
  const base = 'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-bold';
  if (free)
    return (
      <span
        className={cn(base, 'bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-200', className)}
      >
        {t('price.free')}
      </span>
    );
  const shown = sale ? sale.price : price;
  const text = payWhatYouWant
    ? shown > 0
      ? t('price.from', { price: formatUsd(shown) })
      : t('price.payWhatYouWant')
    : formatUsd(shown);
  return (
    <span className={cn(base, 'text-slate-900', className)}>
      {sale && (
        <span className="font-medium text-slate-600">
          <span className="sr-only">{t('price.before')} </span>
          <s>{formatUsd(price)}</s>
        </span>
      )}
      <span className={sale ? 'text-rose-700' : undefined}>{text}</span>
    </span>
  );
}
