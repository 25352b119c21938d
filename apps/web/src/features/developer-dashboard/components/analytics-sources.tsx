import type { TReferralSourceRow } from '@vitrina/shared/referrals/referral.schemas';
import Link2 from 'lucide-react/icons/link-2';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { downloadReferralSourcesCsv } from '../api/download-referral-sources-csv';
import { useReferralSources } from '../api/get-referral-sources';
import { toPercent } from '../utils/analytics-chart-data';
import { sourcesCsvFilename } from '../utils/csv-filename';
import { formatPercent } from '../utils/dashboard-format';
import { ExportCsvButton } from './export-csv-button';
import { ReferralLinkExample } from './referral-link-example';
import { TabError } from './tab-error';

/**
 * 'Fuentes': visits, sales, revenue and conversion per referral source (`?ref=`) over the range
 * the analytics tab shows, most sales first, the sales that came with no source last; an example
 * link to start with when no source has been seen yet.
 */
export function AnalyticsSources({ days }: { days: number }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const query = useReferralSources(days);
  const data = query.data;
  const named = data?.sources.filter((row) => row.source !== null) ?? [];

  const columns: TDataColumn<TReferralSourceRow>[] = [
    {
      id: 'source',
      header: t('analytics.sources.source'),
      rowHeader: true,
      cell: (row) =>
        row.source === null ? (
          <span className="italic text-slate-600">{t('analytics.sources.none')}</span>
        ) : (
          <span className="font-mono wrap-anywhere">{row.source}</span>
        ),
    },
    {
      id: 'visits',
      header: t('analytics.sources.visits'),
      align: 'end',
      cell: (row) => (row.visits === null ? '—' : formatCount(row.visits, language)),
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
    {
      id: 'conversion',
      header: t('analytics.series.conversion'),
      align: 'end',
      cell: (row) => (row.conversion === null ? '—' : formatPercent(toPercent(row.conversion), language)),
    },
  ];

  let body: ReactNode;
  if (query.isPending) body = <PageSpinner label={t('analytics.sources.loading')} />;
  else if (query.isError && !data)
    body = <TabError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (data && named.length === 0)
    body = (
      <EmptyState
        as="h4"
        icon={<Link2 className="size-8" aria-hidden="true" />}
        title={t('analytics.sources.empty.title')}
        className="py-8"
      >
        <p>{t('analytics.sources.empty.text')}</p>
        {data.examplePath ? (
          <ReferralLinkExample path={data.examplePath} />
        ) : (
          <p className="mt-3">{t('analytics.sources.empty.noApp')}</p>
        )}
      </EmptyState>
    );
  else if (data)
    body = (
      <DataTable
        caption={t('analytics.sources.caption')}
        columns={columns}
        rows={data.sources}
        rowKey={(row) => row.source ?? '\u0000none'}
        className="max-h-[32rem]"
      />
    );

  const updating = query.isPlaceholderData && query.isFetching;
  return (
    <section aria-labelledby="developer-sources-title" aria-busy={updating || undefined} className="mt-8">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3
            id="developer-sources-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            {t('analytics.sources.heading')}
            {updating && <Spinner size="sm" className="text-indigo-600" label={t('analytics.updating')} />}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('analytics.sources.intro')}</p>
        </div>
        {data && data.sources.length > 0 && (
          <div className="shrink-0">
            <ExportCsvButton
              days={days}
              download={downloadReferralSourcesCsv}
              filename={sourcesCsvFilename}
              label={t('analytics.sources.export')}
              size="sm"
            />
          </div>
        )}
      </div>
      <div className={cn('transition-opacity', updating && 'opacity-60')}>{body}</div>
    </section>
  );
}
