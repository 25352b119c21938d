import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Table from 'lucide-react/icons/table';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/domain/status-badge';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import {
  formatPointRange,
  type TChartPoint,
  type TGranularity,
  toChartPoints,
  toPercent,
} from '../utils/analytics-chart-data';
import { formatPercent } from '../utils/dashboard-format';

type TAnalyticsApp = TDeveloperAnalytics['apps'][number];

interface AnalyticsTablesProps {
  data: TDeveloperAnalytics;
  granularity: TGranularity;
}

/** The charts' figures as tables (the text alternative), folded away until asked for. */
export function AnalyticsTables({ data, granularity }: AnalyticsTablesProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const points = [...toChartPoints(data.days, granularity)].reverse();
  const apps = [...data.apps].sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));

  const figures = <TRow extends { views: number; sales: number; revenue: number }>(): TDataColumn<TRow>[] => [
    {
      id: 'views',
      header: t('analytics.series.views'),
      align: 'end',
      cell: (row) => formatCount(row.views, language),
    },
    {
      id: 'sales',
      header: t('analytics.series.sales'),
      align: 'end',
      cell: (row) => formatCount(row.sales, language),
    },
    {
      id: 'revenue',
      header: t('analytics.series.revenue'),
      align: 'end',
      cell: (row) => formatUsd(row.revenue),
    },
  ];
  const periodColumns: TDataColumn<TChartPoint>[] = [
    {
      id: 'period',
      header: t('analytics.table.period'),
      rowHeader: true,
      cell: (point) => formatPointRange(point, granularity, language),
      className: 'whitespace-nowrap',
    },
    ...figures<TChartPoint>(),
  ];
  const appColumns: TDataColumn<TAnalyticsApp>[] = [
    {
      id: 'app',
      header: t('analytics.table.app'),
      rowHeader: true,
      cell: (app) => (
        <>
          <span className="block wrap-anywhere">{app.name}</span>
          <StatusBadge status={app.status} className="mt-1" />
        </>
      ),
    },
    ...figures<TAnalyticsApp>(),
    {
      id: 'conversion',
      header: t('analytics.series.conversion'),
      align: 'end',
      cell: (app) => formatPercent(toPercent(app.conversion), language),
    },
  ];

  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:px-5 [&::-webkit-details-marker]:hidden">
        <Table className="size-4 text-slate-600" aria-hidden="true" />
        {t('analytics.table.show')}
        <ChevronDown
          className="ml-auto size-4 text-slate-600 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-6 border-t border-slate-200 p-4 sm:p-5 xl:grid-cols-2">
        <div className="min-w-0">
          <DataTable
            caption={`${t('analytics.table.byPeriod')} · ${t(`analytics.granularity.${granularity}`)}`}
            showCaption
            columns={periodColumns}
            rows={points}
            rowKey={(point) => point.start}
            className="max-h-96"
          />
        </div>
        <div className="min-w-0">
          <DataTable
            caption={t('analytics.table.byApp')}
            showCaption
            columns={appColumns}
            rows={apps}
            rowKey={(app) => app.projectId}
            className="max-h-96"
          />
        </div>
      </div>
    </details>
  );
}
