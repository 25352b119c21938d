import type { TAdminDecision } from '@vitrina/shared/dashboards/admin.schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Ban from 'lucide-react/icons/ban';
import CircleCheck from 'lucide-react/icons/circle-check';
import CirclePause from 'lucide-react/icons/circle-pause';
import History from 'lucide-react/icons/history';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/domain/status-badge';
import { cn } from '../../../components/ui/cn';
import { useDecisions } from '../api/get-decisions';
import { formatSaleDate } from '../utils/admin-format';
import { decisionKind, decisionTone } from '../utils/decision-labels';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';

const TONES = {
  success: { box: 'bg-emerald-100 text-emerald-700', icon: CircleCheck },
  danger: { box: 'bg-red-100 text-red-700', icon: Ban },
  neutral: { box: 'bg-slate-200 text-slate-700', icon: CirclePause },
  info: { box: 'bg-blue-100 text-blue-700', icon: RotateCcw },
} as const;

function DecisionEntry({ decision }: { decision: TAdminDecision }) {
  const { t, i18n } = useTranslation('admin');
  const kind = decisionKind(decision);
  const { box, icon: Icon } = TONES[decisionTone(kind)];
  const label = kind ? t(`decisions.actions.${kind}`) : decision.action;

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <span
        className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', box)}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="min-w-0 text-sm text-slate-900">
            <span className="font-semibold">{label}</span>
            {decision.projectName && (
              <>
                <span aria-hidden="true"> · </span>
                {decision.projectId ? (
                  <Link
                    to={`/app/${encodeURIComponent(decision.projectId)}`}
                    className="font-medium wrap-anywhere text-indigo-700 hover:underline"
                  >
                    {decision.projectName}
                  </Link>
                ) : (
                  <span className="wrap-anywhere">{decision.projectName}</span>
                )}
              </>
            )}
          </p>
          <time dateTime={decision.at} className="shrink-0 text-xs text-slate-600 tabular-nums">
            {formatSaleDate(decision.at, i18n.resolvedLanguage ?? 'es')}
          </time>
        </div>
        <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">
          {t('decisions.by', { name: decision.actorName ?? t('decisions.system') })}
        </p>
        {(decision.from || decision.to) && (
          <p className="mt-2 flex flex-wrap items-center gap-1.5">
            <span className="sr-only">{t('decisions.statusChange')}</span>
            {decision.from && <StatusBadge status={decision.from} />}
            {decision.from && decision.to && (
              <>
                <ArrowRight className="size-4 text-slate-500" aria-hidden="true" />
                <span className="sr-only">{t('decisions.to')}</span>
              </>
            )}
            {decision.to && <StatusBadge status={decision.to} />}
          </p>
        )}
        {decision.reason && (
          <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
            <span className="font-semibold text-slate-900">{t('decisions.reason')}:</span> {decision.reason}
          </p>
        )}
        {decision.note && (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
            <span className="font-semibold text-slate-900">{t('decisions.note')}:</span> {decision.note}
          </p>
        )}
      </div>
    </li>
  );
}

/** The moderation log: who decided what, when, from which status to which, and why. */
export function DecisionsSection() {
  const { t } = useTranslation('admin');
  const decisions = useDecisions();
  const list = decisions.data?.pages.flatMap((page) => page.decisions) ?? [];
  const total = decisions.data?.pages[0]?.totalElements ?? 0;

  let body: ReactNode;
  if (decisions.isPending) body = <ListLoading label={t('decisions.loading')} />;
  else if (decisions.isError) {
    body = (
      <ListError
        error={decisions.error}
        onRetry={() => void decisions.refetch()}
        retrying={decisions.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty icon={<History className="size-6" aria-hidden="true" />} title={t('decisions.emptyTitle')}>
        <p>{t('decisions.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm shadow-slate-900/5 sm:px-5">
          {list.map((decision) => (
            <DecisionEntry key={decision.id} decision={decision} />
          ))}
        </ol>
        <LoadMore
          shown={list.length}
          total={total}
          hasNext={decisions.hasNextPage}
          loading={decisions.isFetchingNextPage}
          onLoadMore={() => void decisions.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-decisions-title">
      <SectionHeading
        id="admin-decisions-title"
        title={t('decisions.title')}
        description={t('decisions.description')}
      />
      {body}
    </section>
  );
}
