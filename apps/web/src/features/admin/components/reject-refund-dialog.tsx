import type { TRefund } from '@vitrina/shared/payments/refund.schemas';
import Ban from 'lucide-react/icons/ban';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/money-format';
import { toast } from '../../../lib/toast';
import { useRejectRefund } from '../api/decide-refund';
import { RefundReasonModal } from './refund-reason-modal';

interface RejectRefundDialogProps {
  refund: TRefund | null;
  onClose: () => void;
}

/** 'Rechazar reembolso': the reason the buyer will read (10 to 1,000 characters); nothing is refunded. */
export function RejectRefundDialog({ refund, onClose }: RejectRefundDialogProps) {
  const { t } = useTranslation('admin');
  const reject = useRejectRefund();

  return (
    <RefundReasonModal
      subject={refund}
      title={t('refunds.reject.title')}
      label={t('refunds.reject.reason')}
      placeholder={t('refunds.reject.placeholder')}
      rows={5}
      submitLabel={t('refunds.reject.submit')}
      submitIcon={<Ban className="size-4" aria-hidden="true" />}
      sending={reject.isPending}
      failedTitle={t('refunds.reject.failed')}
      send={async (decided, reason) => {
        await reject.mutateAsync({ refundId: decided.id, reason });
        toast.success(t('refunds.reject.done', { project: decided.projectName }), {
          toastId: `refund-${decided.id}`,
        });
      }}
      onClose={onClose}
    >
      {refund && (
        <p className="text-sm wrap-anywhere text-slate-700">
          {t('refunds.reject.text', {
            buyer: refund.buyerName,
            project: refund.projectName,
            amount: formatUsd(refund.amount),
          })}
        </p>
      )}
    </RefundReasonModal>
  );
}
