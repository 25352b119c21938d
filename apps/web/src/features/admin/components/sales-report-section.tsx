import type { TAdminSale } from '@vitrina/shared/dashboards/admin.schemas';
import Download from 'lucide-react/icons/download';
import ReceiptText from 'lucide-react/icons/receipt-text';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { toast } from '../../../lib/toast';
import { useDownloadSalesCsv } from '../api/download-sales-csv';
import { useSalesReport } from '../api/get-sales-report';
import { formatSaleDate } from '../utils/admin-format';
import type { TSalesRange } from '../utils/sales-range';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';
import { PayoutStatusPill } from './payout-status-pill';
import { RefundSaleDialog, type TSaleToRefund } from './refund-sale-dialog';
import { SalesRangeForm } from './sales-range-form';

/** 'Reembolsar' on a sale, or 'Reembolsada' once it is. */
function SaleRefundCell({ sale, onRefund }: { sale: TAdminSale; onRefund: (sale: TAdminSale) => void }) {
  const { t } = useTranslation('admin');
  if (sale.refunded) {
    return (
      <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset">
        {t('sales.refunded')}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => onRefund(sale)}
      icon={<RotateCcw className="size-4" aria-hidden="true" />}
      aria-label={t('sales.refundLabel', { project: sale.projectName, buyer: sale.buyerEmail })}
    >
      {t('sales.refund')}
    </Button>
  );
}

/**
 * The sales report: a range of days, the totals of the range, every sale (each may be refunded
 * by the admin, whatever its age), and 'Exportar CSV'.
 */
export function SalesReportSection() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const [range, setRange] = useState<TSalesRange>({ from: '', to: '' });
  const report = useSalesReport(range);
  const download = useDownloadSalesCsv();
  const [refunding, setRefunding] = useState<TSaleToRefund | null>(null);
  const refund = (sale: TAdminSale) =>
    setRefunding({
      saleId: sale.saleId,
      projectName: sale.projectName,
      buyer: sale.buyerEmail,
      amount: sale.amount,
      date: sale.date,
    });

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

  const columns: TDataColumn<TAdminSale>[] = [
    {
      id: 'date',
      header: t('sales.columns.date'),
      card: 'subtitle',
      cell: (sale) => formatSaleDate(sale.date, language),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'project',
      header: t('sales.columns.project'),
      rowHeader: true,
      cell: (sale) => (
        <>
          <span className="block wrap-anywhere">{sale.projectName}</span>
          <span className="block text-xs font-normal wrap-anywhere text-slate-600">{sale.developerName}</span>
        </>
      ),
      className: 'min-w-44',
    },
    {
      id: 'buyer',
      header: t('sales.columns.buyer'),
      card: 'subtitle',
      cell: (sale) => (
        <>
          <span className="block truncate" title={sale.buyerEmail}>
            {sale.buyerEmail}
          </span>
          {sale.provider === 'sandbox' && (
            <span className="block text-xs text-slate-600">{t('sales.testMode')}</span>
          )}
        </>
      ),
      className: 'max-w-56',
    },
    {
      id: 'amount',
      header: t('sales.columns.amount'),
      align: 'end',
      cell: (sale) => formatUsd(sale.amount),
      className: 'font-semibold',
    },
    {
      id: 'commission',
      header: t('sales.columns.commission'),
      align: 'end',
      cell: (sale) => formatUsd(sale.commission),
    },
    {
      id: 'developerNet',
      header: t('sales.columns.developerNet'),
      align: 'end',
      cell: (sale) => formatUsd(sale.developerNet),
    },
    {
      id: 'payout',
      header: t('sales.columns.payout'),
      card: 'aside',
      cell: (sale) => <PayoutStatusPill status={sale.payoutStatus} />,
    },
    {
      id: 'refund',
      header: t('sales.columns.refund'),
      cell: (sale) => <SaleRefundCell sale={sale} onRefund={refund} />,
      className: 'whitespace-nowrap',
    },
  ];

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
        <DataTable
          caption={t('sales.caption')}
          columns={columns}
          rows={list}
          rowKey={(sale) => sale.saleId}
        />
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
      <RefundSaleDialog sale={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
