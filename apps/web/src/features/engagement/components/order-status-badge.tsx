import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { orderStatusOf, type TOrderStatus } from '../utils/engagement-format';

const TONES: Record<TOrderStatus, string> = {
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Completada / Pendiente / Fallida / Reembolsada (anything unknown), as a coloured pill. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('engagement');
  const value = orderStatusOf(status);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[value],
      )}
    >
      {t(`dashboard.purchased.statuses.${value}`)}
    </span>
  );
}
