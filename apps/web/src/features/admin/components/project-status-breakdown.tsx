import type { TAdminOverview } from '@vitrina/shared/dashboards/admin.schemas';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatCount } from '../../../lib/number-format';

// The status badges' colours: published green, draft yellow, review blue, rejected red, suspended gray.
const SEGMENTS: ReadonlyArray<{
  status: TProjectStatus;
  field: keyof TAdminOverview['projects'];
  bar: string;
}> = [
  { status: 'PUBLISHED', field: 'published', bar: 'bg-emerald-500' },
  { status: 'UNDER_REVIEW', field: 'underReview', bar: 'bg-blue-600' },
  { status: 'PENDING', field: 'pending', bar: 'bg-blue-300' },
  { status: 'DRAFT', field: 'draft', bar: 'bg-yellow-400' },
  { status: 'REJECTED', field: 'rejected', bar: 'bg-red-500' },
  { status: 'SUSPENDED', field: 'suspended', bar: 'bg-slate-400' },
];

/** How the projects split by status: one bar in the badge colours and a legend that filters the list. */
export function ProjectStatusBreakdown({ projects }: { projects: TAdminOverview['projects'] }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const total = SEGMENTS.reduce((sum, segment) => sum + projects[segment.field], 0);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{t('overview.byStatus')}</h3>
        <p className="text-sm text-slate-600">
          {t('overview.projectCount', {
            count: projects.total,
            formatted: formatCount(projects.total, language),
          })}
        </p>
      </div>
      <div className="mt-4 flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {total > 0 &&
          SEGMENTS.map(({ status, field, bar }) =>
            projects[field] > 0 ? (
              <span key={status} className={bar} style={{ width: `${(projects[field] / total) * 100}%` }} />
            ) : null,
          )}
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {SEGMENTS.map(({ status, field, bar }) => (
          <li key={status}>
            <Link
              to={`?tab=projects&status=${status}`}
              className="-mx-2 flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50"
            >
              <span className={cn('size-2.5 shrink-0 rounded-full', bar)} aria-hidden="true" />
              <span className="flex-1 text-slate-700">{tc(`statuses.${status}`)}</span>
              <span className="font-semibold tabular-nums text-slate-900">
                {formatCount(projects[field], language)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
