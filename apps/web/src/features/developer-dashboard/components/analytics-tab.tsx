import { ANALYTICS_RANGES } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import ChartNoAxesCombined from 'lucide-react/icons/chart-no-axes-combined';
import Plus from 'lucide-react/icons/plus';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { useDeveloperAnalytics } from '../api/get-developer-analytics';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { granularityOf, hasActivity, parseDay } from '../utils/analytics-chart-data';
import { AnalyticsSources } from './analytics-sources';
import { AnalyticsTables } from './analytics-tables';
import { AnalyticsTotals } from './analytics-totals';
import { ExportCsvButton } from './export-csv-button';
import { TabError } from './tab-error';

// recharts is only downloaded when this tab shows its charts.
const AnalyticsCharts = lazy(() =>
  import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })),
);

/** Grey boxes where the charts will be, so nothing jumps when they arrive. */
function ChartsPlaceholder() {
  const { t } = useTranslation('developer-dashboard');
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
      <div className="flex h-[360px] items-center justify-center rounded-2xl bg-slate-100 lg:col-span-2">
        <Spinner size="md" className="text-indigo-600" label={t('analytics.loadingCharts')} />
      </div>
      <div className="h-[300px] animate-pulse rounded-2xl bg-slate-100 lg:col-span-2" />
    </div>
  );
}

/** 'Analíticas': views, sales, revenue and conversion over a range, as charts and tables, with a CSV export. */
export function AnalyticsTab() {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const [range, setRange] = useAnalyticsRange();
  const analytics = useDeveloperAnalytics(range);
  const data = analytics.data;
  const granularity = granularityOf(range);

  const formatDay = (day: string) => {
    const date = parseDay(day);
    return date
      ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
      : day;
  };

  let body: ReactNode;
  if (analytics.isPending) body = <PageSpinner label={t('analytics.loading')} />;
  else if (analytics.isError && !data) {
    body = (
      <TabError
        error={analytics.error}
        onRetry={() => void analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  } else if (data && data.apps.length === 0) {
    body = (
      <EmptyState
        as="h3"
        icon={<ChartNoAxesCombined className="size-8" aria-hidden="true" />}
        title={t('analytics.noApps.title')}
        actions={
          <ButtonLink to="/add-project" icon={<Plus className="size-4" aria-hidden="true" />}>
            {t('publish')}
          </ButtonLink>
        }
      >
        <p>{t('analytics.noApps.text')}</p>
      </EmptyState>
    );
  } else if (data && !hasActivity(data.totals)) {
    body = (
      <EmptyState
        as="h3"
        icon={<ChartNoAxesCombined className="size-8" aria-hidden="true" />}
        title={t('analytics.empty.title')}
      >
        <p>{t('analytics.empty.text')}</p>
      </EmptyState>
    );
  } else if (data) {
    body = (
      <div className="space-y-6">
        <AnalyticsTotals totals={data.totals} />
        <Suspense fallback={<ChartsPlaceholder />}>
          <AnalyticsCharts data={data} granularity={granularity} />
        </Suspense>
        <AnalyticsTables data={data} granularity={granularity} />
      </div>
    );
  }

  const updating = analytics.isPlaceholderData && analytics.isFetching;
  return (
    <section aria-labelledby="developer-analytics-title" aria-busy={updating || undefined}>
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="developer-analytics-title" className="text-xl font-semibold text-slate-900">
            {t('analytics.heading')}
          </h2>
          {data && (
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
              {t('analytics.period', { from: formatDay(data.from), to: formatDay(data.to) })}
              {updating && <Spinner size="sm" className="text-indigo-600" label={t('analytics.updating')} />}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {/* As wide as its labels need: a fixed width cut the longer ones ('30 da…' in English). */}
          <div className="sm:w-max">
            <SegmentedControl
              legend={t('analytics.rangeLabel')}
              name="developer-analytics-range"
              value={String(range)}
              onChange={(value) => setRange(Number(value) as typeof range)}
              options={ANALYTICS_RANGES.map((days) => ({
                value: String(days),
                label: t(`analytics.ranges.${days}`),
              }))}
            />
          </div>
          <ExportCsvButton days={range} />
        </div>
      </div>
      <div className={cn('transition-opacity', updating && 'opacity-60')}>{body}</div>
      {/* Per referral source, over the same range (once there is an app to link to). */}
      {data && data.apps.length > 0 && <AnalyticsSources days={range} />}
    </section>
  );
}
