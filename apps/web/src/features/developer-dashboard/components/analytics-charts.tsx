import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import {
  formatPointLabel,
  formatPointRange,
  type TChartPoint,
  type TGranularity,
  toChartPoints,
} from '../utils/analytics-chart-data';
import { AnalyticsAppCharts } from './analytics-app-charts';
import { ChartPanel } from './chart-panel';
import { AXIS_TICK, CHART_COLOURS } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';

interface AnalyticsChartsProps {
  data: TDeveloperAnalytics;
  granularity: TGranularity;
}

type TLabelledPoint = TChartPoint & { label: string; range: string };

/**
 * The analytics charts (recharts, loaded only with this tab): views and sales over time, revenue
 * over time, and the apps compared. The same figures are in the tables beside them. Each day (week,
 * month) is drawn as it was: bars, and straight segments between the sales points. A smoothed
 * curve would bulge around a single sale and show sales on the days beside it that had none.
 */
export function AnalyticsCharts({ data, granularity }: AnalyticsChartsProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const points: TLabelledPoint[] = toChartPoints(data.days, granularity).map((point) => ({
    ...point,
    label: formatPointLabel(point, granularity, language),
    range: formatPointRange(point, granularity, language),
  }));
  const titleOf = (point: unknown) => (point as TLabelledPoint | undefined)?.range ?? '';
  const formatValue = (key: string, value: number) =>
    key === 'revenue' ? formatUsd(value) : formatCount(value, language);
  // Dots help read a week or two; on a month of days they would crowd the line.
  const showDots = points.length <= 14;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartPanel
        title={`${t('analytics.charts.traffic')} · ${t(`analytics.granularity.${granularity}`)}`}
        description={t('analytics.charts.trafficText')}
        className="lg:col-span-2"
      >
        <ComposedChart
          responsive
          data={points}
          style={{ width: '100%', height: 300 }}
          margin={{ top: 8, right: 4, bottom: 0, left: -8 }}
        >
          <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: CHART_COLOURS.grid }}
            minTickGap={12}
          />
          <YAxis
            yAxisId="views"
            allowDecimals={false}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
          />
          <YAxis
            yAxisId="sales"
            orientation="right"
            allowDecimals={false}
            tick={{ ...AXIS_TICK, fill: CHART_COLOURS.sales }}
            tickLine={false}
            axisLine={false}
            width={32}
          />
          <Tooltip
            cursor={{ fill: 'rgba(99, 102, 241, 0.08)' }}
            content={(props) => <ChartTooltip {...props} title={titleOf} format={formatValue} />}
          />
          <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 13, paddingTop: 8 }} />
          <Bar
            yAxisId="views"
            dataKey="views"
            name={t('analytics.series.views')}
            fill={CHART_COLOURS.views}
            radius={[4, 4, 0, 0]}
            maxBarSize={36}
          />
          <Line
            yAxisId="sales"
            dataKey="sales"
            name={t('analytics.series.sales')}
            type="linear"
            stroke={CHART_COLOURS.sales}
            strokeWidth={2.5}
            dot={showDots ? { r: 3, fill: CHART_COLOURS.sales } : false}
            activeDot={{ r: 5 }}
          />
        </ComposedChart>
      </ChartPanel>

      <ChartPanel
        title={`${t('analytics.charts.revenue')} · ${t(`analytics.granularity.${granularity}`)}`}
        description={t('analytics.charts.revenueText')}
        className="lg:col-span-2"
      >
        <BarChart
          responsive
          data={points}
          style={{ width: '100%', height: 240 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        >
          <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: CHART_COLOURS.grid }}
            minTickGap={12}
          />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={56}
            tickFormatter={(value: number) => formatUsd(value, 'compact')}
          />
          <Tooltip
            cursor={{ fill: 'rgba(5, 150, 105, 0.08)' }}
            content={(props) => <ChartTooltip {...props} title={titleOf} format={formatValue} />}
          />
          <Bar
            dataKey="revenue"
            name={t('analytics.series.revenue')}
            fill={CHART_COLOURS.revenue}
            radius={[4, 4, 0, 0]}
            maxBarSize={36}
          />
        </BarChart>
      </ChartPanel>

      <AnalyticsAppCharts apps={data.apps} />
    </div>
  );
}
