import type { TDeveloperAnalytics } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
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
 * over time, and the apps compared. The same figures are in the tables beside them.
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
            type="monotone"
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
        <AreaChart
          responsive
          data={points}
          style={{ width: '100%', height: 240 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        >
          <defs>
            <linearGradient id="developer-revenue-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={CHART_COLOURS.revenue} stopOpacity={0.35} />
              <stop offset="100%" stopColor={CHART_COLOURS.revenue} stopOpacity={0.02} />
            </linearGradient>
          </defs>
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
            width={52}
            tickFormatter={(value: number) => formatUsd(value, 'compact')}
          />
          <Tooltip
            cursor={{ stroke: CHART_COLOURS.revenue, strokeDasharray: '4 4' }}
            content={(props) => <ChartTooltip {...props} title={titleOf} format={formatValue} />}
          />
          <Area
            dataKey="revenue"
            name={t('analytics.series.revenue')}
            type="monotone"
            stroke={CHART_COLOURS.revenue}
            strokeWidth={2.5}
            fill="url(#developer-revenue-fill)"
            dot={showDots ? { r: 2.5, fill: CHART_COLOURS.revenue } : false}
            activeDot={{ r: 5 }}
          />
        </AreaChart>
      </ChartPanel>

      <AnalyticsAppCharts apps={data.apps} />
    </div>
  );
}
