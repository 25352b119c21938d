import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Table from 'lucide-react/icons/table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatUsd } from '../../../lib/money-format';
import { formatPointRange, type TGranularity, toChartPoints, toPercent } from '../utils/analytics-chart-data';
import { formatCount, formatPercent } from '../utils/dashboard-format';

interface AnalyticsTablesProps {
  data: TDeveloperAnalytics;
  granularity: TGranularity;
}

const th = 'px-3 py-2 text-left text-xs font-semibold text-slate-700 sm:px-4';
const thNum = `${th} text-right`;
const td = 'px-3 py-2 text-slate-800 sm:px-4';
const tdNum = `${td} text-right tabular-nums`;

/** The charts' figures as tables (the text alternative), folded away until asked for. */
export function AnalyticsTables({ data, granularity }: AnalyticsTablesProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const ids = useId();
  const points = toChartPoints(data.days, granularity);
  const apps = [...data.apps].sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));
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
        <section
          aria-labelledby={`${ids}-period`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard to scroll it
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-xl ring-1 ring-slate-200"
        >
          <table className="w-full text-sm">
            <caption
              id={`${ids}-period`}
              className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900 sm:px-4"
            >
              {t('analytics.table.byPeriod')} · {t(`analytics.granularity.${granularity}`)}
            </caption>
            <thead className="sticky top-0 bg-slate-100">
              <tr>
                <th scope="col" className={th}>
                  {t('analytics.table.period')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.views')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.sales')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.revenue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...points].reverse().map((point) => (
                <tr key={point.start}>
                  <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                    {formatPointRange(point, granularity, language)}
                  </th>
                  <td className={tdNum}>{formatCount(point.views, language)}</td>
                  <td className={tdNum}>{formatCount(point.sales, language)}</td>
                  <td className={tdNum}>{formatUsd(point.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section
          aria-labelledby={`${ids}-apps`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard to scroll it
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-xl ring-1 ring-slate-200"
        >
          <table className="w-full text-sm">
            <caption
              id={`${ids}-apps`}
              className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900 sm:px-4"
            >
              {t('analytics.table.byApp')}
            </caption>
            <thead className="sticky top-0 bg-slate-100">
              <tr>
                <th scope="col" className={th}>
                  {t('analytics.table.app')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.views')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.sales')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.revenue')}
                </th>
                <th scope="col" className={thNum}>
                  {t('analytics.series.conversion')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {apps.map((app) => (
                <tr key={app.projectId}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    <span className="block break-words">{app.name}</span>
                    <StatusBadge status={app.status} className="mt-1" />
                  </th>
                  <td className={tdNum}>{formatCount(app.views, language)}</td>
                  <td className={tdNum}>{formatCount(app.sales, language)}</td>
                  <td className={tdNum}>{formatUsd(app.revenue)}</td>
                  <td className={tdNum}>{formatPercent(toPercent(app.conversion), language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </details>
  );
}
