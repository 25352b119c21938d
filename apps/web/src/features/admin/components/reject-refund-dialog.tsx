import { REFUND_LIMITS, type TRefund, ZRefundDecisionBody } from '@vitrina/shared/payments/refund.schemas';
import Ban from 'lucide-react/icons/ban';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { ApiError } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { refundErrorMessage } from '../../../lib/refund-errors';
import { toast } from '../../../lib/toast';
import { useRejectRefund } from '../api/decide-refund';

interface RejectRefundDialogProps {
  refund: TRefund | null;
  onClose: () => void;
}

/** 'Rechazar reembolso': the reason the buyer will read (10 to 1,000 characters); nothing is refunded. */
export function RejectRefundDialog({ refund, onClose }: RejectRefundDialogProps) {
  const { t } = useTranslation('admin');
  const reject = useRejectRefund();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (reason: string) => {
    if (!refund) return;
    setFailure(null);
    try {
      await reject.mutateAsync({ refundId: refund.id, reason });
      toast.success(t('refunds.reject.done', { project: refund.projectName }), {
        toastId: `refund-${refund.id}`,
      });
      onClose();
    } catch (error) {
      setFailure(refundErrorMessage(error));
      // A 400 puts its per-field messages under the reason; a decision taken meanwhile needs none.
      if (error instanceof ApiError && error.status === 400) throw error;
    }
  };

  return (
    <ReasonModal
      open={refund !== null}
      subject={refund}
      title={t('refunds.reject.title')}
      label={t('refunds.reject.reason')}
      hint={t('refunds.reasonHint', {
        min: formatCount(REFUND_LIMITS.reasonMin),
        max: formatCount(REFUND_LIMITS.reasonMax),
      })}
      placeholder={t('refunds.reject.placeholder')}
      required
      rows={5}
      maxLength={REFUND_LIMITS.reasonMax}
      schema={ZRefundDecisionBody}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={t('refunds.reject.submit')}
      submitIcon={<Ban className="size-4" aria-hidden="true" />}
      sending={reject.isPending}
      onSubmit={({ reason }) => submit(reason)}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      below={failure && <Alert title={t('refunds.reject.failed')}>{failure}</Alert>}
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
    </ReasonModal>
  );
}
