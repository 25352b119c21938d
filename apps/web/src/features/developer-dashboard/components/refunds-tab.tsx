import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDeveloperRefunds } from '../api/get-developer-refunds';
import { DeveloperRefundCard } from './developer-refund-card';
import { TabError } from './tab-error';

/** 'Reembolsos': refunds asked for or made on the developer's apps, newest first, with their comment. */
export function RefundsTab() {
  const { t } = useTranslation('developer-dashboard');
  const refunds = useDeveloperRefunds();

  let body: ReactNode;
  if (refunds.isPending) body = <PageSpinner label={t('refunds.loading')} />;
  // A failed background refresh keeps the list (and any comment being written) on screen.
  else if (refunds.isError && !refunds.data) {
    body = (
      <TabError error={refunds.error} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />
    );
  } else if (refunds.data.length === 0) {
    body = (
      <EmptyState
        as="h3"
        icon={<RotateCcw className="size-8" aria-hidden="true" />}
        title={t('refunds.empty.title')}
      >
        <p>{t('refunds.empty.text')}</p>
      </EmptyState>
    );
  } else {
    const waiting = refunds.data.filter((refund) => refund.status === 'REQUESTED').length;
    body = (
      <>
        {waiting > 0 && (
          <p className="mb-4 text-sm font-medium text-amber-900">
            {t('refunds.waiting', { count: waiting })}
          </p>
        )}
        <ul className="space-y-4">
          {refunds.data.map((refund) => (
            <DeveloperRefundCard key={refund.id} refund={refund} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="developer-refunds-title">
      <div className="mb-6">
        <h2 id="developer-refunds-title" className="text-xl font-semibold text-slate-900">
          {t('refunds.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('refunds.description')}</p>
      </div>
      {body}
    </section>
  );
}
