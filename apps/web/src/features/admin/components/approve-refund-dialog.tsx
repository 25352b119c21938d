import type { TRefund } from '@vitrina/shared/payments/refund.schemas';
import Check from 'lucide-react/icons/check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { refundErrorMessage } from '../../../domain/refund-errors';
import { formatUsd } from '../../../lib/money-format';
import { useApproveRefund } from '../api/decide-refund';
import { formatSaleDate } from '../utils/admin-format';
import { RefundOutcome } from './refund-outcome';

interface ApproveRefundDialogProps {
  /** The request to approve; null when closed. Give the dialog a key per refund so each starts anew. */
  refund: TRefund | null;
  onClose: () => void;
}

/**
 * 'Aprobar reembolso': the figures once more and what a refund does, then, once sent, what the
 * provider answered (refunded, processing, not answering yet, or refused with its reason).
 */
export function ApproveRefundDialog({ refund, onClose }: ApproveRefundDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const approve = useApproveRefund();
  const [result, setResult] = useState<TRefund | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = refund ? formatUsd(refund.amount) : '';

  const close = () => {
    if (!approve.isPending) onClose();
  };
  const confirm = async () => {
    if (!refund) return;
    setFailure(null);
    try {
      setResult(await approve.mutateAsync(refund.id));
    } catch (error) {
      setFailure(refundErrorMessage(error));
    }
  };

  return (
    <Modal
      open={refund !== null}
      onClose={close}
      title={result ? t('refunds.approve.doneTitle') : t('refunds.approve.title')}
      size="md"
      footer={
        result ? (
          <Button key="close" onClick={onClose}>
            {t('refunds.approve.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={approve.isPending}>
              {t('dashboard.cancel')}
            </Button>
            <Button
              onClick={() => void confirm()}
              loading={approve.isPending}
              icon={<Check className="size-4" aria-hidden="true" />}
            >
              {t('refunds.approve.submit', { amount })}
            </Button>
          </>
        )
      }
    >
      {refund &&
        (result ? (
          <RefundOutcome refund={result} />
        ) : (
          <div className="space-y-4 text-sm text-slate-700">
            <p className="wrap-anywhere">
              {t('refunds.approve.text', { amount, buyer: refund.buyerName, project: refund.projectName })}
            </p>
            <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200">
              {[
                [t('refunds.fields.project'), refund.projectName],
                [t('refunds.fields.buyer'), refund.buyerEmail ?? refund.buyerName],
                [t('refunds.fields.saleDate'), formatSaleDate(refund.saleDate, language)],
                [t('refunds.fields.commission'), formatUsd(refund.commission)],
                [t('refunds.fields.net'), formatUsd(refund.net)],
                [t('refunds.fields.amount'), amount],
              ].map(([label, value]) => (
                <div key={label} className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="shrink-0 text-slate-600">{label}</dt>
                  <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {refund.paidOut && (
              <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-200">
                {t('refunds.paidOutWarning', { net: formatUsd(refund.net), developer: refund.developerName })}
              </p>
            )}
            {failure && <Alert title={t('refunds.approve.failed')}>{failure}</Alert>}
          </div>
        ))}
    </Modal>
  );
}
