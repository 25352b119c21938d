import Download from 'lucide-react/icons/download';
import ReceiptText from 'lucide-react/icons/receipt-text';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { toast } from '../../../lib/toast';
import { useDownloadSalesCsv } from '../api/download-sales-csv';
import { useSalesReport } from '../api/get-sales-report';
import { formatCount, formatSaleDate } from '../utils/admin-format';
import type { TSalesRange } from '../utils/sales-range';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';
import { PayoutStatusPill } from './payout-status-pill';
import { SalesRangeForm } from './sales-range-form';

const TH =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const TD = 'px-3 py-3 align-top text-sm text-slate-800';

/** The sales report: a range of days, the totals of the range, every sale, and 'Exportar CSV'. */
export function SalesReportSection() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const [range, setRange] = useState<TSalesRange>({ from: '', to: '' });
  const report = useSalesReport(range);
  const download = useDownloadSalesCsv();

  const exportCsv = async () => {
    try {
      const filename = await download.mutateAsync(range);
      toast.success(t('sales.exported', { filename }), { toastId: 'sales-csv' });
    } catch (error) {
      toast.error(<ToastMessage title={t('sales.exportFailed')} text={getErrorMessage(error)} />, {
        toastId: 'sales-csv-error',
      });
    }
  };

  const first = report.data?.pages[0];
  const list = report.data?.pages.flatMap((page) => page.sales) ?? [];
  const ranged = range.from !== '' || range.to !== '';

  let body: ReactNode;
  if (report.isPending) body = <ListLoading label={t('sales.loading')} />;
  else if (report.isError) {
    body = (
      <ListError error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty
        icon={<ReceiptText className="size-6" aria-hidden="true" />}
        title={ranged ? t('sales.emptyRangeTitle') : t('sales.emptyTitle')}
      >
        <p>{ranged ? t('sales.emptyRangeText') : t('sales.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    const totals = first?.totals;
    body = (
      <>
        {totals && (
          <dl className="mb-5 grid grid-cols-2 gap-4 rounded-2xl bg-indigo-50 px-5 py-4 ring-1 ring-indigo-100 lg:grid-cols-4">
            {[
              [t('sales.totals.count'), formatCount(totals.count, language)],
              [t('sales.totals.amount'), formatUsd(totals.amount)],
              [t('sales.totals.commission'), formatUsd(totals.commission)],
              [t('sales.totals.developerNet'), formatUsd(totals.developerNet)],
            ].map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-medium text-indigo-900">{label}</dt>
                <dd className="text-lg font-bold tabular-nums text-indigo-950">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* Phones: one card per sale; wider screens: the table. */}
        <ul className="space-y-3 md:hidden">
          {list.map((sale) => (
            <li
              key={sale.saleId}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{sale.projectName}</p>
                  <p className="text-sm text-slate-600">{sale.developerName}</p>
                </div>
                <PayoutStatusPill status={sale.payoutStatus} />
              </div>
              <p className="mt-1 truncate text-sm text-slate-600" title={sale.buyerEmail}>
                {formatSaleDate(sale.date, language)} · {sale.buyerEmail}
                {sale.provider === 'sandbox' && ` · ${t('sales.testMode')}`}
              </p>
              <dl className="mt-3 grid grid-cols-3 gap-3 border-t border-slate-100 pt-3 text-sm">
                {[
                  [t('sales.columns.amount'), formatUsd(sale.amount)],
                  [t('sales.columns.commission'), formatUsd(sale.commission)],
                  [t('sales.columns.developerNet'), formatUsd(sale.developerNet)],
                ].map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-xs text-slate-600">{label}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <section
          className="hidden overflow-x-auto md:block rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
          tabIndex={0}
          aria-labelledby="admin-sales-caption"
        >
          <table className="min-w-full divide-y divide-slate-200">
            <caption id="admin-sales-caption" className="sr-only">
              {t('sales.caption')}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  {t('sales.columns.date')}
                </th>
                <th scope="col" className={TH}>
                  {t('sales.columns.project')}
                </th>
                <th scope="col" className={TH}>
                  {t('sales.columns.buyer')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('sales.columns.amount')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('sales.columns.commission')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('sales.columns.developerNet')}
                </th>
                <th scope="col" className={TH}>
                  {t('sales.columns.payout')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((sale) => (
                <tr key={sale.saleId} className="hover:bg-slate-50/60">
                  <td className={`${TD} whitespace-nowrap tabular-nums`}>
                    {formatSaleDate(sale.date, language)}
                  </td>
                  <td className={`${TD} min-w-44`}>
                    <span className="block font-medium text-slate-900">{sale.projectName}</span>
                    <span className="block text-xs text-slate-600">{sale.developerName}</span>
                  </td>
                  <td className={`${TD} max-w-56 truncate`} title={sale.buyerEmail}>
                    {sale.buyerEmail}
                    {sale.provider === 'sandbox' && (
                      <span className="block text-xs text-slate-600">{t('sales.testMode')}</span>
                    )}
                  </td>
                  <td className={`${TD} text-right font-semibold tabular-nums whitespace-nowrap`}>
                    {formatUsd(sale.amount)}
                  </td>
                  <td className={`${TD} text-right tabular-nums whitespace-nowrap`}>
                    {formatUsd(sale.commission)}
                  </td>
                  <td className={`${TD} text-right tabular-nums whitespace-nowrap`}>
                    {formatUsd(sale.developerNet)}
                  </td>
                  <td className={TD}>
                    <PayoutStatusPill status={sale.payoutStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <LoadMore
          shown={list.length}
          total={first?.totalElements ?? list.length}
          hasNext={report.hasNextPage}
          loading={report.isFetchingNextPage}
          onLoadMore={() => void report.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-sales-title">
      <SectionHeading
        id="admin-sales-title"
        title={t('sales.title')}
        description={t('sales.description')}
        aside={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            loading={download.isPending}
            disabled={report.isSuccess && list.length === 0}
            icon={<Download className="size-4" aria-hidden="true" />}
          >
            {t('sales.export')}
          </Button>
        }
      />
      <div className="mb-5">
        <SalesRangeForm applied={range} onApply={setRange} />
      </div>
      {body}
    </section>
  );
}
