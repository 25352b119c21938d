import { REFUND_LIMITS, ZRefundRequestBody } from '@vitrina/shared/payments/refund.schemas';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import type { TPurchasedOrder } from '../api/get-purchased-projects';
import { formatLongDate } from '../utils/engagement-format';

interface RefundRequestModalProps {
  order: TPurchasedOrder | null;
  sending: boolean;
  /** Why the last attempt was refused, in the reader's language. */
  failure: string | null;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Solicitar reembolso': what a refund does, then the reason (10 to 1,000 characters, checked with
 * the server's own schema); the server's refusal shows under the text.
 */
export function RefundRequestModal({ order, sending, failure, onSubmit, onClose }: RefundRequestModalProps) {
  const { t } = useTranslation('engagement');
  const name = order?.projectName || t('dashboard.purchased.unknownApp');
  return (
    <ReasonModal
      open={order !== null}
      subject={order}
      title={t('dashboard.purchased.refund.modal.title')}
      label={t('dashboard.purchased.refund.modal.reason')}
      hint={t('dashboard.purchased.refund.modal.hint', {
        min: formatCount(REFUND_LIMITS.reasonMin),
        max: formatCount(REFUND_LIMITS.reasonMax),
      })}
      placeholder={t('dashboard.purchased.refund.modal.placeholder')}
      required
      rows={5}
      maxLength={REFUND_LIMITS.reasonMax}
      schema={ZRefundRequestBody}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('dashboard.purchased.refund.modal.cancel')}
      submitLabel={t('dashboard.purchased.refund.modal.submit')}
      submitIcon={<Send className="size-4" aria-hidden="true" />}
      submitVariant="primary"
      sending={sending}
      onSubmit={({ reason }) => onSubmit(reason)}
      onClose={onClose}
      below={failure && <Alert title={t('dashboard.purchased.refund.modal.failed')}>{failure}</Alert>}
    >
      {order && (
        <div className="space-y-2 text-sm text-slate-700">
          <p className="wrap-anywhere">
            {t('dashboard.purchased.refund.modal.text', {
              name,
              amount: formatUsd(order.amount),
              date: formatLongDate(order.purchaseDate, getCurrentLanguage()),
            })}
          </p>
          <p>{t('dashboard.purchased.refund.modal.next')}</p>
        </div>
      )}
    </ReasonModal>
  );
}
