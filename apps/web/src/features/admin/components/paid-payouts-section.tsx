import type { TAdminPayout } from '@vitrina/shared/dashboards/admin.schemas';
import History from 'lucide-react/icons/history';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { formatUsd } from '../../../lib/money-format';
import { usePaidPayouts } from '../api/get-paid-payouts';
import { formatSaleDate } from '../utils/admin-format';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';

/** The payments tab's history: developer payouts already made, the latest first. */
export function PaidPayoutsSection() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const payouts = usePaidPayouts();
  const list = payouts.data?.pages.flatMap((page) => page.payouts) ?? [];
  const total = payouts.data?.pages[0]?.totalElements ?? 0;

  const columns: TDataColumn<TAdminPayout>[] = [
    {
      id: 'paidAt',
      header: t('paid.columns.paidAt'),
      cell: (payout) => formatSaleDate(payout.paidAt, language),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'project',
      header: t('paid.columns.project'),
      rowHeader: true,
      cell: (payout) => (
        <>
          <span className="block wrap-anywhere">
            {payout.projectName ?? t('paid.salesSettled', { count: payout.salesCount })}
          </span>
          <span className="block text-xs font-normal wrap-anywhere text-slate-600">
            {payout.developerName}
          </span>
        </>
      ),
      className: 'min-w-44',
    },
    {
      id: 'amount',
      header: t('paid.columns.amount'),
      align: 'end',
      card: 'aside',
      cell: (payout) => formatUsd(payout.amount),
      className: 'font-semibold',
    },
    {
      id: 'receiver',
      header: t('paid.columns.receiver'),
      cell: (payout) => payout.receiverMerchantId,
      className: 'font-mono whitespace-nowrap',
    },
    {
      id: 'reference',
      header: t('paid.columns.reference'),
      cell: (payout) => (
        <>
          <span className="block truncate font-mono text-xs" title={payout.reference}>
            {payout.reference}
          </span>
          {payout.provider === 'sandbox' && (
            <span className="block text-xs text-slate-600">{t('sales.testMode')}</span>
          )}
        </>
      ),
      className: 'max-w-48',
    },
    {
      id: 'paidBy',
      header: t('paid.columns.paidBy'),
      cell: (payout) => payout.paidByName ?? '—',
      className: 'whitespace-nowrap',
    },
  ];

  let body: ReactNode;
  if (payouts.isPending) body = <ListLoading label={t('paid.loading')} />;
  else if (payouts.isError) {
    body = (
      <ListError error={payouts.error} onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty icon={<History className="size-6" aria-hidden="true" />} title={t('paid.emptyTitle')}>
        <p>{t('paid.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <DataTable
          caption={t('paid.caption')}
          columns={columns}
          rows={list}
          rowKey={(payout) => payout.payoutId}
        />
        <LoadMore
          shown={list.length}
          total={total}
          hasNext={payouts.hasNextPage}
          loading={payouts.isFetchingNextPage}
          onLoadMore={() => void payouts.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-paid-title">
      <SectionHeading id="admin-paid-title" title={t('paid.title')} description={t('paid.description')} />
      {body}
    </section>
  );
}
