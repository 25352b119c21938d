import type { TPendingPayment } from '@vitrina/shared/payments/payment.schemas';
import HandCoins from 'lucide-react/icons/hand-coins';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { toast } from '../../../lib/toast';
import { usePendingPayments } from '../api/get-pending-payments';
import { usePayPendingPayment } from '../api/pay-pending-payment';
import { totalToPay } from '../utils/admin-format';
import { ListEmpty, ListError, ListLoading } from './admin-list-states';
import { PayConfirmModal } from './pay-confirm-modal';
import { PendingPaymentCard } from './pending-payment-card';

/** The admin dashboard's payments tab: developer payments still owed, each paid after a confirmation. */
export function PaymentsTab() {
  const { t } = useTranslation('admin');
  const payments = usePendingPayments();
  const pay = usePayPendingPayment();
  const [selected, setSelected] = useState<TPendingPayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = (payment: TPendingPayment) => {
    setFailure(null);
    setSelected(payment);
  };

  const confirm = () => {
    if (!selected) return;
    setFailure(null);
    pay.mutate(selected.saleId, {
      onSuccess: (result) => {
        toast.success(result.message, { toastId: `payout-${selected.saleId}` });
        setSelected(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SALE_ALREADY_PAID') {
          // Someone else paid it meanwhile: nothing to do, and the list is refreshed.
          toast.info(error.message, { toastId: `payout-${selected.saleId}` });
          setSelected(null);
          return;
        }
        setFailure(getErrorMessage(error));
      },
    });
  };

  let body: ReactNode;
  if (payments.isPending) body = <ListLoading label={t('payments.loading')} />;
  else if (payments.isError) {
    body = (
      <ListError
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  } else if (payments.data.length === 0) {
    body = (
      <ListEmpty icon={<HandCoins className="size-6" aria-hidden="true" />} title={t('payments.emptyTitle')}>
        <p>{t('payments.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <dl className="mb-5 grid grid-cols-2 gap-4 rounded-2xl bg-indigo-50 px-5 py-4 ring-1 ring-indigo-100 sm:flex sm:gap-10">
          <div>
            <dt className="text-xs font-medium text-indigo-900">{t('payments.salesLabel')}</dt>
            <dd className="text-lg font-bold text-indigo-950">
              {t('payments.count', { count: payments.data.length })}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-indigo-900">{t('payments.totalToPay')}</dt>
            <dd className="text-lg font-bold text-indigo-950">{formatUsd(totalToPay(payments.data))}</dd>
          </div>
        </dl>
        <ul className="space-y-4">
          {payments.data.map((payment) => (
            <PendingPaymentCard key={payment.saleId} payment={payment} onPay={open} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-payments-title">
      <div className="mb-6">
        <h2 id="admin-payments-title" className="text-xl font-semibold text-slate-900">
          {t('payments.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('payments.description')}</p>
      </div>
      {body}
      <PayConfirmModal
        payment={selected}
        paying={pay.isPending}
        failure={failure}
        onConfirm={confirm}
        onClose={() => setSelected(null)}
      />
    </section>
  );
}
