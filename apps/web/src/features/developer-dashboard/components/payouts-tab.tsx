import Wallet from 'lucide-react/icons/wallet';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDeveloperSales } from '../api/get-developer-sales';
import { filterSales, sumSales, type TPayoutFilter } from '../utils/payout-totals';
import { LedgerSection } from './ledger-section';
import { PayoutsSummary } from './payouts-summary';
import { SalesTable } from './sales-table';
import { TabError } from './tab-error';

const FILTERS: ReadonlyArray<TPayoutFilter> = ['all', 'pending', 'paid'];

/**
 * 'Pagos': the balance and the ledger that makes it (sales, refunds, payouts), then every sale with
 * its commission and net, paid or pending, under totals that add up.
 */
export function PayoutsTab() {
  const { t } = useTranslation('developer-dashboard');
  const sales = useDeveloperSales();
  const [filter, setFilter] = useState<TPayoutFilter>('all');

  let body: ReactNode;
  if (sales.isPending) body = <PageSpinner label={t('payouts.loading')} />;
  else if (sales.isError) {
    body = <TabError error={sales.error} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />;
  } else if (sales.data.sales.length === 0) {
    body = (
      <EmptyState
        as="h4"
        className="py-6"
        icon={<Wallet className="size-8" aria-hidden="true" />}
        title={t('payouts.empty.title')}
      >
        <p>{t('payouts.empty.text')}</p>
      </EmptyState>
    );
  } else {
    const shown = filterSales(sales.data.sales, filter);
    body = (
      <div className="space-y-6">
        <PayoutsSummary totals={sales.data.totals} count={sales.data.sales.length} />
        <div className="sm:w-96">
          <SegmentedControl
            legend={t('payouts.filterLabel')}
            name="developer-payout-filter"
            value={filter}
            onChange={setFilter}
            options={FILTERS.map((value) => ({ value, label: t(`payouts.filters.${value}`) }))}
          />
        </div>
        {shown.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600 ring-1 ring-slate-200">
            {t('payouts.emptyFilter')}
          </p>
        ) : (
          <SalesTable sales={shown} totals={sumSales(shown)} />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="developer-payouts-title">
      <div className="mb-6">
        <h2 id="developer-payouts-title" className="text-xl font-semibold text-slate-900">
          {t('payouts.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('payouts.description')}</p>
      </div>
      <div className="space-y-12">
        <LedgerSection />
        <section aria-labelledby="developer-sales-title">
          <h3 id="developer-sales-title" className="mb-5 text-lg font-semibold text-slate-900">
            {t('payouts.salesHeading')}
          </h3>
          {body}
        </section>
      </div>
    </section>
  );
}
