import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { type TAppBar, toAppComparison, toConversionBars } from '../utils/analytics-chart-data';
import { formatPercent } from '../utils/dashboard-format';
import { ChartPanel } from './chart-panel';
import { AXIS_TICK, CHART_COLOURS, type TNameTickProps } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';

const METRICS = ['views', 'sales', 'revenue'] as const;
type TMetric = (typeof METRICS)[number];
const METRIC_COLOURS: Record<TMetric, string> = {
  views: CHART_COLOURS.viewsStrong,
  sales: CHART_COLOURS.sales,
  revenue: CHART_COLOURS.revenue,
};
const MAX_BARS = 8;

/**
 * An app's (already shortened) name on one line: recharts' own tick wraps long words, which
 * splits names like 'Firma de Docume…' across two lines.
 */
function NameTick({ x, y, payload }: TNameTickProps) {
  return (
    <text x={Number(x) - 6} y={y} dy={4} textAnchor="end" fontSize={AXIS_TICK.fontSize} fill={AXIS_TICK.fill}>
      {String(payload.value ?? '')}
    </text>
  );
}

/** Enough height for every bar and its name, whatever the screen width. */
const heightFor = (count: number) => Math.max(140, count * 44 + 36);

/** The apps side by side: a metric at a time (views, sales, revenue), and conversion from views to sales. */
export function AnalyticsAppCharts({ apps }: { apps: TDeveloperAnalytics['apps'] }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const [metric, setMetric] = useState<TMetric>('views');
  const comparison = toAppComparison(apps, MAX_BARS).sort(
    (a, b) => b[metric] - a[metric] || a.name.localeCompare(b.name),
  );
  const conversion = toConversionBars(apps, MAX_BARS);
  const titleOf = (point: unknown) => (point as TAppBar | undefined)?.name ?? '';
  const formatValue = (key: string, value: number) => {
    if (key === 'revenue') return formatUsd(value);
    if (key === 'conversionPercent') return formatPercent(value, language);
    return formatCount(value, language);
  };
  const formatMetric = (value: unknown) => formatValue(metric, Number(value ?? 0));

  return (
    <>
      <ChartPanel
        title={t('analytics.charts.perApp')}
        description={
          apps.length > MAX_BARS
            ? `${t('analytics.charts.perAppText')} ${t('analytics.charts.moreApps', { count: MAX_BARS })}`
            : t('analytics.charts.perAppText')
        }
        aside={
          <div className="max-w-sm">
            <SegmentedControl
              legend={t('analytics.charts.perApp')}
              name="developer-app-metric"
              value={metric}
              onChange={setMetric}
              options={METRICS.map((value) => ({ value, label: t(`analytics.series.${value}`) }))}
            />
          </div>
        }
      >
        <BarChart
          responsive
          layout="vertical"
          data={comparison}
          style={{ width: '100%', height: heightFor(comparison.length) }}
          margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
          <XAxis
            type="number"
            allowDecimals={metric === 'revenue'}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={metric === 'revenue' ? (value: number) => formatUsd(value, 'compact') : undefined}
          />
          <YAxis
            type="category"
            dataKey="shortName"
            width={132}
            tick={NameTick}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: 'rgba(99, 102, 241, 0.08)' }}
            content={(props) => <ChartTooltip {...props} title={titleOf} format={formatValue} />}
          />
          <Bar
            dataKey={metric}
            name={t(`analytics.series.${metric}`)}
            fill={METRIC_COLOURS[metric]}
            radius={[0, 4, 4, 0]}
            maxBarSize={26}
            minPointSize={2}
          >
            <LabelList
              dataKey={metric}
              position="right"
              formatter={formatMetric}
              style={{ fontSize: 12, fill: CHART_COLOURS.tick, fontWeight: 600 }}
            />
          </Bar>
        </BarChart>
      </ChartPanel>

      <ChartPanel title={t('analytics.charts.conversion')} description={t('analytics.charts.conversionText')}>
        {conversion.length === 0 ? (
          <p className="flex h-32 items-center justify-center rounded-xl bg-slate-50 px-4 text-center text-sm text-slate-600">
            {t('analytics.charts.noConversion')}
          </p>
        ) : (
          <BarChart
            responsive
            layout="vertical"
            data={conversion}
            style={{ width: '100%', height: heightFor(conversion.length) }}
            margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
          >
            <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
            <XAxis
              type="number"
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => formatPercent(value, language)}
            />
            <YAxis
              type="category"
              dataKey="shortName"
              width={132}
              tick={NameTick}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              cursor={{ fill: 'rgba(124, 58, 237, 0.08)' }}
              content={(props) => <ChartTooltip {...props} title={titleOf} format={formatValue} />}
            />
            <Bar
              dataKey="conversionPercent"
              name={t('analytics.series.conversion')}
              fill={CHART_COLOURS.conversion}
              radius={[0, 4, 4, 0]}
              maxBarSize={26}
              minPointSize={2}
            >
              <LabelList
                dataKey="conversionPercent"
                position="right"
                formatter={(value: unknown) => formatPercent(Number(value ?? 0), language)}
                style={{ fontSize: 12, fill: CHART_COLOURS.tick, fontWeight: 600 }}
              />
            </Bar>
          </BarChart>
        )}
      </ChartPanel>
    </>
  );
}
