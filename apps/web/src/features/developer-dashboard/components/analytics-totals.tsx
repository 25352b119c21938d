import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { toPercent } from '../utils/analytics-chart-data';
import { formatPercent } from '../utils/dashboard-format';

/** The range's totals in one strip: views, sales, revenue and conversion. */
export function AnalyticsTotals({ totals }: { totals: TDeveloperAnalytics['totals'] }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const items = [
    { key: 'views', value: formatCount(totals.views, language), dot: 'bg-indigo-400' },
    { key: 'sales', value: formatCount(totals.sales, language), dot: 'bg-teal-700' },
    { key: 'revenue', value: formatUsd(totals.revenue), dot: 'bg-emerald-600' },
    {
      key: 'conversion',
      value: formatPercent(toPercent(totals.conversion), language),
      dot: 'bg-violet-600',
    },
  ] as const;
  return (
    <section aria-label={t('analytics.totals.label')}>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 ring-1 ring-slate-200 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="bg-white px-4 py-3.5 sm:px-5">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <span className={`size-2 rounded-full ${item.dot}`} aria-hidden="true" />
              {t(`analytics.totals.${item.key}`)}
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
