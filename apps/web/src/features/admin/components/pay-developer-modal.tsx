import type { TDeveloperBalance } from '@vitrina/shared/payments/ledger.schemas';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatBalanceUsd, formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';

interface PayDeveloperModalProps {
  developer: TDeveloperBalance | null;
  paying: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Confirmar pago al desarrollador': the balance once more before money leaves. */
export function PayDeveloperModal({
  developer,
  paying,
  failure,
  onConfirm,
  onClose,
}: PayDeveloperModalProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const toPay = developer ? formatUsd(developer.payable) : '';
  const close = () => {
    if (!paying) onClose();
  };
  return (
    <Modal
      open={developer !== null}
      onClose={close}
      title={t('payments.confirm.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={paying}>
            {t('payments.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={paying} icon={<Send className="size-4" aria-hidden="true" />}>
            {t('payments.confirm.submit', { amount: toPay })}
          </Button>
        </>
      }
    >
      {developer && (
        <div className="space-y-4">
          <p className="text-sm wrap-anywhere text-slate-700">
            {t('payments.confirm.text', { amount: toPay, developer: developer.developerName })}
          </p>
          <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 text-sm ring-1 ring-slate-200">
            {[
              [t('payments.developer'), developer.developerName],
              [t('payments.email'), developer.developerEmail],
              [t('payments.merchantId'), developer.paypalMerchantId ?? t('payments.merchantMissing')],
              [
                t('payments.unpaidSales'),
                t('payments.unpaidSalesValue', {
                  count: developer.unpaidSales,
                  sales: formatCount(developer.unpaidSales, language),
                  net: formatUsd(developer.unpaidNet),
                }),
              ],
              [t('payments.balance'), formatBalanceUsd(developer.balance)],
            ].map(([label, value]) => (
              <div key={label} className="flex items-baseline justify-between gap-4 py-2">
                <dt className="shrink-0 text-slate-600">{label}</dt>
                <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="font-semibold text-slate-900">{t('payments.toPay')}</dt>
              <dd className="text-lg font-bold text-slate-900">{toPay}</dd>
            </div>
          </dl>
          {failure && <Alert title={t('payments.confirm.failed')}>{failure}</Alert>}
        </div>
      )}
    </Modal>
  );
}
