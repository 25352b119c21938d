import type { TPurchaseRefund } from '@vitrina/shared/payments/refund.schemas';
import CalendarX from 'lucide-react/icons/calendar-x';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusBadge } from '../../../components/domain/refund-status-badge';
import { Button } from '../../../components/ui/button';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatUsd } from '../../../lib/money-format';
import type { TPurchasedOrder } from '../api/get-purchased-projects';
import { formatLongDate } from '../utils/engagement-format';
import { purchaseRefundView, refundStateText } from '../utils/refund-display';

interface PurchaseRefundProps {
  order: TPurchasedOrder;
  /** The app's name as the card shows it. */
  name: string;
  onRequest: (order: TPurchasedOrder) => void;
}

const FRAME = 'mt-4 border-t border-slate-200 pt-4 text-sm';
const QUOTE = 'mt-2 rounded-xl bg-slate-50 px-3 py-2 text-slate-800 ring-1 ring-slate-200';

/** A refund asked for or made: its state, what happens next, and the admin's reason when refused. */
function RefundState({ refund, amount }: { refund: TPurchaseRefund; amount: number }) {
  const { t } = useTranslation('engagement');
  const language = getCurrentLanguage();
  const date = (value: string | null) => formatLongDate(value ?? '', language);
  return (
    <div className={FRAME}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{t('dashboard.purchased.refund.title')}</span>
        <RefundStatusBadge status={refund.status} />
      </div>
      <p className="mt-1.5 text-slate-700">
        {t(`dashboard.purchased.refund.states.${refundStateText(refund.status)}`, {
          date: date(
            refund.status === 'COMPLETED' ? (refund.completedAt ?? refund.updatedAt) : refund.requestedAt,
          ),
          amount: formatUsd(amount),
        })}
      </p>
      {refund.status === 'REJECTED' && refund.decisionNote && (
        <blockquote className={QUOTE}>
          <p className="text-xs font-medium text-slate-600">
            {t('dashboard.purchased.refund.refusalReason')}
          </p>
          <p className="mt-0.5 break-words whitespace-pre-line">{refund.decisionNote}</p>
        </blockquote>
      )}
      {refund.origin === 'BUYER' && refund.status !== 'REJECTED' && (
        <details className="mt-2 text-slate-700">
          <summary className="w-fit cursor-pointer rounded font-medium text-indigo-700 hover:text-indigo-900">
            {t('dashboard.purchased.refund.yourReason')}
          </summary>
          <p className={`${QUOTE} break-words whitespace-pre-line`}>{refund.reason}</p>
        </details>
      )}
    </div>
  );
}

/**
 * The refund line of a purchase: 'Solicitar reembolso' while it may be asked, when the window
 * ended once it has passed, or the state of the refund asked for (nothing for free apps).
 */
export function PurchaseRefund({ order, name, onRequest }: PurchaseRefundProps) {
  const { t } = useTranslation('engagement');
  const language = getCurrentLanguage();
  const view = purchaseRefundView(order);

  if (view.kind === 'refund') return <RefundState refund={view.refund} amount={order.amount} />;

  if (view.kind === 'available') {
    return (
      <div className={`${FRAME} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}>
        <p className="text-slate-600">
          {view.until
            ? t('dashboard.purchased.refund.until', { date: formatLongDate(view.until, language) })
            : t('dashboard.purchased.refund.available')}{' '}
          <Link to="/refunds" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            {t('dashboard.purchased.refund.policy')}
          </Link>
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:shrink-0 sm:self-auto"
          onClick={() => onRequest(order)}
          aria-label={t('dashboard.purchased.refund.requestLabel', { name })}
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
        >
          {t('dashboard.purchased.refund.request')}
        </Button>
      </div>
    );
  }

  if (view.kind === 'expired') {
    const date = formatLongDate(view.until, language);
    return (
      <p className={`${FRAME} flex items-start gap-2 text-slate-600`}>
        <CalendarX className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {view.days
          ? t('dashboard.purchased.refund.expired', { days: view.days, date })
          : t('dashboard.purchased.refund.expiredNoDays', { date })}
      </p>
    );
  }

  return null;
}
