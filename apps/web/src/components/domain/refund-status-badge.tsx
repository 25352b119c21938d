import type { TRefundStatus } from '@vitrina/shared/payments/refund.schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';

// What people read of a refund: APPROVED and PENDING are both 'approved, under way'.
const TONES: Record<TRefundStatus, { box: string; dot: string }> = {
  REQUESTED: { box: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  APPROVED: { box: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  PENDING: { box: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  COMPLETED: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  REJECTED: { box: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
  FAILED: { box: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
};

/** A refund's state as a coloured pill: Solicitado, Aprobado (en curso), Reembolsado, Rechazado, Fallido. */
export function RefundStatusBadge({ status, className }: { status: TRefundStatus; className?: string }) {
  const { t } = useTranslation();
  const tone = TONES[status] ?? TONES.REQUESTED;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tone.box,
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden="true" />
      {t(`refundStatuses.${status}`)}
    </span>
  );
}
