import type { LucideIcon } from 'lucide-react';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import Clock from 'lucide-react/icons/clock';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import Hourglass from 'lucide-react/icons/hourglass';
import Info from 'lucide-react/icons/info';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/number-format';
import { useAdminOverview } from '../api/get-admin-overview';
import { countAwaitingDecision } from '../utils/awaiting-decision';

interface TStat {
  key: 'total' | 'underReview' | 'pending' | 'reviewedToday';
  icon: LucideIcon;
  tone: string;
  /** Where the tile leads: the matching list. */
  to: string;
  /** What the status means, for the two that wait for a decision (shown on hover, read after the figure). */
  hint?: 'underReviewHint' | 'pendingHint';
}

const STATS: readonly TStat[] = [
  { key: 'total', icon: FolderKanban, tone: 'bg-indigo-100 text-indigo-700', to: '?tab=projects' },
  {
    key: 'underReview',
    icon: Hourglass,
    tone: 'bg-blue-100 text-blue-700',
    to: '?tab=projects&status=UNDER_REVIEW',
    hint: 'underReviewHint',
  },
  {
    key: 'pending',
    icon: Clock,
    tone: 'bg-sky-100 text-sky-700',
    to: '?tab=projects&status=PENDING',
    hint: 'pendingHint',
  },
  { key: 'reviewedToday', icon: CircleCheckBig, tone: 'bg-emerald-100 text-emerald-700', to: '?tab=reports' },
];

/**
 * The counts above the tabs: total, under review ('En Revisión'), pending and
 * reviewed today. Each tile opens the list behind its figure. Under review and pending both wait for
 * the admin, so a line below adds them up ('Por decidir') and says how the two differ.
 */
export function AdminHeaderStats() {
  const { t, i18n } = useTranslation('admin');
  const overview = useAdminOverview();
  const language = i18n.resolvedLanguage ?? 'es';

  if (overview.isError) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Alert title={t('dashboard.loadError')} className="flex-1">
          {getErrorMessage(overview.error)}
        </Alert>
        <Button
          variant="secondary"
          onClick={() => void overview.refetch()}
          loading={overview.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  }

  const projects = overview.data?.projects;
  const revisionCount = overview.data?.pendingRevisions ?? 0;
  return (
    <section aria-labelledby="admin-header-stats">
      <h2 id="admin-header-stats" className="sr-only">
        {t('stats.title')}
      </h2>
      {!projects && (
        <p role="status" className="sr-only">
          {t('stats.loading')}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {STATS.map(({ key, icon: Icon, tone, to, hint }) => (
          <li key={key}>
            <Link
              to={to}
              title={hint ? t(`stats.${hint}`) : undefined}
              className="group flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 transition hover:border-indigo-300 hover:shadow-md sm:gap-4 sm:p-5"
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11',
                  tone,
                )}
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-medium text-slate-600 group-hover:text-indigo-700 sm:text-sm">
                  {t(`stats.${key}`)}
                </span>
                {projects ? (
                  <span className="block text-2xl font-bold tabular-nums text-slate-900">
                    {formatCount(projects[key], language)}
                    {hint && <span className="sr-only"> ({t(`stats.${hint}`)})</span>}
                  </span>
                ) : (
                  <span
                    className="mt-1 block h-7 w-12 animate-pulse rounded-md bg-slate-200"
                    aria-hidden="true"
                  />
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {projects && (
        <p className="mt-3 flex gap-2 text-sm text-pretty text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-slate-900">
              {t('stats.awaiting', { count: countAwaitingDecision(projects, revisionCount) })}
            </strong>{' '}
            {t('stats.awaitingText')}
            {revisionCount > 0 && <> {t('stats.awaitingChanges', { count: revisionCount })}</>}
          </span>
        </p>
      )}
    </section>
  );
}
