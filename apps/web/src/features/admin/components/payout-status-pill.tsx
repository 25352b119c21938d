import type { TAdminSale } from '@vitrina/shared/dashboards/admin.schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

const TONES: Record<TAdminSale['payoutStatus'], string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  PROCESSING: 'bg-sky-50 text-sky-800 ring-sky-200',
  PAID: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** Whether the developer's share of a sale is paid: 'Pendiente', 'En proceso', 'Pagado'. */
export function PayoutStatusPill({ status }: { status: TAdminSale['payoutStatus'] }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(`sales.payoutStatuses.${status}`)}
    </span>
  );
}
