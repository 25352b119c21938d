import { REFUND_LIMITS, ZRefundDecisionBody } from '@vitrina/shared/payments/refund.schemas';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { ApiError } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { refundErrorMessage } from '../../../lib/refund-errors';
import { useRefundSale } from '../api/decide-refund';
import { formatSaleDate } from '../utils/admin-format';
import { toastRefundOutcome } from './refund-outcome';

/** The sale an admin refunds, as the dialog names it. */
export interface TSaleToRefund {
  saleId: string;
  projectName: string;
  /** The buyer's e-mail or name. */
  buyer: string;
  amount: number;
  date: string;
}

interface RefundSaleDialogProps {
  sale: TSaleToRefund | null;
  onClose: () => void;
}

/**
 * 'Reembolsar venta': an admin refunds a sale whatever its age (a dispute, or a refund that
 * failed), with the reason on record; the outcome is told in a toast once the dialog closes.
 */
export function RefundSaleDialog({ sale, onClose }: RefundSaleDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const refund = useRefundSale();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (reason: string) => {
    if (!sale) return;
    setFailure(null);
    try {
      toastRefundOutcome(await refund.mutateAsync({ saleId: sale.saleId, reason }), t);
      onClose();
    } catch (error) {
      setFailure(refundErrorMessage(error));
      if (error instanceof ApiError && error.status === 400) throw error;
    }
  };

  return (
    <ReasonModal
      open={sale !== null}
      subject={sale}
      title={t('refunds.sale.title')}
      label={t('refunds.sale.reason')}
      hint={t('refunds.reasonHint', {
        min: formatCount(REFUND_LIMITS.reasonMin),
        max: formatCount(REFUND_LIMITS.reasonMax),
      })}
      placeholder={t('refunds.sale.placeholder')}
      required
      rows={4}
      maxLength={REFUND_LIMITS.reasonMax}
      schema={ZRefundDecisionBody}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={sale ? t('refunds.sale.submit', { amount: formatUsd(sale.amount) }) : ''}
      submitIcon={<RotateCcw className="size-4" aria-hidden="true" />}
      sending={refund.isPending}
      onSubmit={({ reason }) => submit(reason)}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      below={failure && <Alert title={t('refunds.sale.failed')}>{failure}</Alert>}
    >
      {sale && (
        <div className="space-y-2 text-sm wrap-anywhere text-slate-700">
          <p>
            {t('refunds.sale.text', {
              amount: formatUsd(sale.amount),
              buyer: sale.buyer,
              project: sale.projectName,
              date: formatSaleDate(sale.date, i18n.resolvedLanguage ?? 'es'),
            })}
          </p>
          <p>{t('refunds.sale.effects')}</p>
        </div>
      )}
    </ReasonModal>
  );
}
