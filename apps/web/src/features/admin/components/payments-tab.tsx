import type { TDeveloperBalance } from '@vitrina/shared/payments/ledger.schemas';
import HandCoins from 'lucide-react/icons/hand-coins';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundErrorMessage } from '../../../domain/refund-errors';
import { ApiError } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { toast } from '../../../lib/toast';
import { useDeveloperBalances } from '../api/get-developer-balances';
import { usePayDeveloper } from '../api/pay-developer';
import { ListEmpty, ListError, ListLoading } from './admin-list-states';
import { DeveloperBalanceCard } from './developer-balance-card';
import { PayDeveloperModal } from './pay-developer-modal';

/**
 * The admin dashboard's payments tab: each developer's balance (sales less refunds and payouts),
 * paid in one payout after a confirmation; developers who owe show their debt.
 */
export function PaymentsTab() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const balances = useDeveloperBalances();
  const pay = usePayDeveloper();
  const [selected, setSelected] = useState<TDeveloperBalance | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = (developer: TDeveloperBalance) => {
    setFailure(null);
    setSelected(developer);
  };

  const confirm = () => {
    if (!selected) return;
    const toastId = `payout-${selected.developerId}`;
    setFailure(null);
    pay.mutate(selected.developerId, {
      onSuccess: (result) => {
        toast.success(result.message || t('payments.paid', { amount: formatUsd(result.amount) }), {
          toastId,
        });
        setSelected(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'NOTHING_OWED') {
          // Paid meanwhile (or a refund left nothing to pay): nothing to do, and the list is refreshed.
          toast.info(refundErrorMessage(error), { toastId });
          setSelected(null);
          return;
        }
        setFailure(refundErrorMessage(error));
      },
    });
  };

  let body: ReactNode;
  if (balances.isPending) body = <ListLoading label={t('payments.loading')} />;
  else if (balances.isError && !balances.data) {
    body = (
      <ListError
        error={balances.error}
        onRetry={() => void balances.refetch()}
        retrying={balances.isFetching}
      />
    );
  } else if (balances.data.developers.length === 0) {
    body = (
      <ListEmpty icon={<HandCoins className="size-6" aria-hidden="true" />} title={t('payments.emptyTitle')}>
        <p>{t('payments.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    const { developers, totals } = balances.data;
    const owed = developers.filter((developer) => developer.payable > 0).length;
    body = (
      <>
        <dl className="mb-5 grid grid-cols-2 gap-4 rounded-2xl bg-indigo-50 px-5 py-4 ring-1 ring-indigo-100 sm:grid-cols-3 sm:gap-10">
          {[
            [t('payments.developersToPay'), formatCount(owed, language)],
            [t('payments.totalToPay'), formatUsd(totals.payable)],
            [t('payments.totalOwed'), formatUsd(Math.abs(totals.owed))],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-indigo-900">{label}</dt>
              <dd className="text-lg font-bold tabular-nums text-indigo-950">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="space-y-4" aria-busy={balances.isFetching}>
          {developers.map((developer) => (
            <DeveloperBalanceCard key={developer.developerId} developer={developer} onPay={open} />
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
      <PayDeveloperModal
        developer={selected}
        paying={pay.isPending}
        failure={failure}
        onConfirm={confirm}
        onClose={() => setSelected(null)}
      />
    </section>
  );
}
