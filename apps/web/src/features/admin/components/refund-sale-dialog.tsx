import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/money-format';
import { useRefundSale } from '../api/decide-refund';
import { formatSaleDate } from '../utils/admin-format';
import { toastRefundOutcome } from './refund-outcome';
import { RefundReasonModal } from './refund-reason-modal';

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

  return (
    <RefundReasonModal
      subject={sale}
      title={t('refunds.sale.title')}
      label={t('refunds.sale.reason')}
      placeholder={t('refunds.sale.placeholder')}
      rows={4}
      submitLabel={sale ? t('refunds.sale.submit', { amount: formatUsd(sale.amount) }) : ''}
      submitIcon={<RotateCcw className="size-4" aria-hidden="true" />}
      sending={refund.isPending}
      failedTitle={t('refunds.sale.failed')}
      send={async (refunded, reason) => {
        toastRefundOutcome(await refund.mutateAsync({ saleId: refunded.saleId, reason }), t);
      }}
      onClose={onClose}
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
    </RefundReasonModal>
  );
}
