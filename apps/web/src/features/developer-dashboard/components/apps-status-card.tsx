import type { TDeveloperOverview } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/number-format';

// The status badges' colours: published green, pending review blue, draft yellow, suspended gray.
const SEGMENTS = [
  { key: 'published', colour: 'bg-emerald-500' },
  { key: 'underReview', colour: 'bg-blue-500' },
  { key: 'draft', colour: 'bg-yellow-400' },
  { key: 'suspended', colour: 'bg-slate-400' },
] as const;

/** How many apps are in each status, as a bar in the status colours and a legend with counts. */
export function AppsStatusCard({ apps }: { apps: TDeveloperOverview['apps'] }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const counted = SEGMENTS.reduce((sum, segment) => sum + apps[segment.key], 0);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          {t('overview.apps.title')}{' '}
          <span className="font-normal text-slate-600">
            ({t('overview.apps.total', { count: apps.total })})
          </span>
        </h3>
        <Link
          to="?tab=apps"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {t('overview.apps.viewAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-4 flex h-3 gap-0.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {counted > 0 &&
          SEGMENTS.map(
            (segment) =>
              apps[segment.key] > 0 && (
                <div
                  key={segment.key}
                  className={segment.colour}
                  style={{ width: `${(apps[segment.key] / counted) * 100}%` }}
                />
              ),
          )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SEGMENTS.map((segment) => (
          <div key={segment.key} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-700">
              <span className={`size-2.5 rounded-full ${segment.colour}`} aria-hidden="true" />
              {t(`overview.apps.${segment.key}`)}
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
              {formatCount(apps[segment.key], language)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
