import type { TPublicSale } from '@vitrina/shared/projects/project.responses';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** When a sale ends, short ('30 nov' / 'Nov 30'), in the page's time zone. */
export function saleEndText(endsAt: string, language: string): string {
  const date = new Date(endsAt);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

/** '−20 % hasta el 30 nov' (or '−20 %' for a sale with no end): a public sale running on an app. */
export function SaleBadge({ sale, className }: { sale: TPublicSale; className?: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const end = sale.endsAt ? saleEndText(sale.endsAt, i18n.language) : '';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-800',
        className,
      )}
    >
      {end
        ? t('price.saleUntil', { percent: sale.percentOff, date: end })
        : t('price.sale', { percent: sale.percentOff })}
    </span>
  );
}
