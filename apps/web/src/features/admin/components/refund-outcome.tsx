import type { TRefund } from '@vitrina/shared/payments/refund.schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RefundStatusBadge } from '../../../components/domain/refund-status-badge';
import { Alert } from '../../../components/ui/alert';
import { ToastMessage } from '../../../components/ui/toast-message';
import { formatUsd } from '../../../lib/money-format';
import { toast } from '../../../lib/toast';
import { approvalOutcome } from '../utils/refund-values';

/** The provider's refusal: its sentence in the reader's language, and its code for support. */
function failureText(refund: TRefund, t: TFunction<'admin'>): string {
  if (!refund.failure) return t('refunds.outcome.failed.text');
  return `${refund.failure.message} (${refund.failure.code})`;
}

/** What an approval or an admin refund came to, inside the dialog that made it. */
export function RefundOutcome({ refund }: { refund: TRefund }) {
  const { t } = useTranslation('admin');
  const outcome = approvalOutcome(refund);
  const values = { amount: formatUsd(refund.amount), buyer: refund.buyerName };
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        {t('refunds.outcome.state')} <RefundStatusBadge status={refund.status} />
      </p>
      {outcome === 'failed' ? (
        <Alert title={t('refunds.outcome.failed.title')}>{failureText(refund, t)}</Alert>
      ) : (
        <Alert
          tone={outcome === 'completed' ? 'success' : 'info'}
          title={t(`refunds.outcome.${outcome}.title`)}
        >
          {t(`refunds.outcome.${outcome}.text`, values)}
        </Alert>
      )}
    </div>
  );
}

/** The same, as a toast, when the dialog closes with the answer (an admin refund from the sales report). */
export function toastRefundOutcome(refund: TRefund, t: TFunction<'admin'>): void {
  const outcome = approvalOutcome(refund);
  const id = `refund-outcome-${refund.id}`;
  if (outcome === 'failed') {
    toast.error(<ToastMessage title={t('refunds.outcome.failed.title')} text={failureText(refund, t)} />, {
      toastId: id,
    });
    return;
  }
  const content = (
    <ToastMessage
      title={t(`refunds.outcome.${outcome}.title`)}
      text={t(`refunds.outcome.${outcome}.text`, {
        amount: formatUsd(refund.amount),
        buyer: refund.buyerName,
      })}
    />
  );
  if (outcome === 'completed') toast.success(content, { toastId: id });
  else toast.info(content, { toastId: id });
}
