import type { TDeveloperSale } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { formatRate, formatUsd } from '../../../lib/money-format';
import { formatShortDate } from '../utils/dashboard-format';
import type { TSalesTotals } from '../utils/payout-totals';
import { PayoutStatus } from './payout-status';

interface SalesTableProps {
  sales: ReadonlyArray<TDeveloperSale>;
  /** The sums of exactly these rows. */
  totals: TSalesTotals;
}

/** Every sale with its figures and, at the foot, the sums of the rows shown. */
export function SalesTable({ sales, totals }: SalesTableProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';

  const columns: TDataColumn<TDeveloperSale>[] = [
    {
      id: 'date',
      header: t('payouts.table.date'),
      card: 'subtitle',
      cell: (sale) => formatShortDate(sale.date, language, true),
      className: 'whitespace-nowrap text-slate-700',
    },
    {
      id: 'app',
      header: t('payouts.table.app'),
      rowHeader: true,
      cell: (sale) => (
        <Link
          to={`/app/${encodeURIComponent(sale.projectId)}`}
          className="font-semibold wrap-anywhere text-slate-900 hover:text-indigo-700 hover:underline"
        >
          {sale.projectName}
        </Link>
      ),
      className: 'font-normal',
    },
    {
      id: 'amount',
      header: t('payouts.table.amount'),
      align: 'end',
      cell: (sale) => formatUsd(sale.amount),
      footer: formatUsd(totals.amount),
    },
    {
      id: 'commission',
      header: t('payouts.table.commission'),
      align: 'end',
      cell: (sale) => (
        <>
          {formatUsd(sale.commission)}
          <span className="block text-xs text-slate-600">{formatRate(sale.commissionRate, language)}</span>
        </>
      ),
      footer: formatUsd(totals.commission),
    },
    {
      id: 'net',
      header: t('payouts.table.net'),
      align: 'end',
      cell: (sale) => formatUsd(sale.net),
      footer: formatUsd(totals.net),
      className: 'font-semibold text-slate-900',
    },
    {
      id: 'status',
      header: t('payouts.table.status'),
      card: 'aside',
      cell: (sale) => <PayoutStatus sale={sale} />,
    },
  ];

  return (
    <DataTable
      caption={t('payouts.table.caption')}
      columns={columns}
      rows={sales}
      rowKey={(sale) => sale.saleId}
      footerLabel={t('payouts.table.total', { count: totals.count })}
    />
  );
}
