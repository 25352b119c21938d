import type { TAdminRevision, TRevisionChange } from '@vitrina/shared/projects/project-revision.schemas';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import Layers from 'lucide-react/icons/layers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formatUsd } from '../../../lib/money-format';
import { formatSaleDate } from '../utils/admin-format';
import { shownValue, type TShownValue } from '../utils/revision-values';
import { ReviewCardTitle } from './review-card-title';

interface RevisionCardProps {
  revision: TAdminRevision;
  approving: boolean;
  onApprove: (revision: TAdminRevision) => void;
  onRefuse: (revision: TAdminRevision) => void;
  /** Why the server refused the changes for want of an approved build (a free app turned paid). */
  buildRequired?: string | null;
}

const MARKS = {
  kept: 'bg-white text-slate-800 ring-slate-300',
  removed: 'bg-red-100 text-red-900 ring-red-300 line-through decoration-red-700/60',
  added: 'bg-emerald-100 text-emerald-900 ring-emerald-300 font-semibold',
} as const;

/** One side of a change: the value as it reads (a list as a list, a price as money, a link as a link). */
function Value({ shown }: { shown: TShownValue }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  switch (shown.kind) {
    case 'empty':
      return <span className="text-slate-500 italic">{t('revisions.empty')}</span>;
    case 'money':
      return <span className="tabular-nums">{formatUsd(shown.amount)}</span>;
    case 'yesNo':
      return <span>{shown.value ? t('revisions.yes') : t('revisions.no')}</span>;
    case 'category':
      return <span>{tc(`categories.${shown.value}`, { defaultValue: shown.value })}</span>;
    case 'link':
      return (
        <a
          href={shown.href}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700"
        >
          {shown.href}
        </a>
      );
    case 'list':
      return (
        <ul className="flex flex-wrap gap-1.5">
          {shown.items.map((item) => (
            <li
              key={item.value}
              className={cn(
                'max-w-full rounded-md px-2 py-0.5 text-xs break-all ring-1 ring-inset',
                MARKS[item.mark],
              )}
            >
              {item.mark !== 'kept' && <span className="sr-only">{t(`revisions.marks.${item.mark}`)} </span>}
              {item.value}
            </li>
          ))}
        </ul>
      );
    default:
      return <span className="wrap-anywhere whitespace-pre-line">{shown.text}</span>;
  }
}

/** A changed field: its label, what the store shows now and what the developer proposes. */
function Change({ change }: { change: TRevisionChange }) {
  const { t } = useTranslation('admin');
  const sides = [
    { side: 'before', value: change.before, other: change.after },
    { side: 'after', value: change.after, other: change.before },
  ] as const;
  return (
    <div className="border-t border-slate-100 py-4 first:border-t-0 first:pt-0 last:pb-0">
      <dt className="text-sm font-semibold text-slate-900">{t(`revisions.fields.${change.field}`)}</dt>
      <dd className="mt-2 grid items-stretch gap-2 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {sides.map(({ side, value, other }) => (
          <div key={side} className="contents">
            {side === 'after' && (
              <span className="flex items-center justify-center text-slate-400" aria-hidden="true">
                <ArrowRight className="hidden size-4 md:block" />
                <ArrowDown className="size-4 md:hidden" />
              </span>
            )}
            <div
              className={cn(
                'min-w-0 rounded-xl border-l-4 px-3 py-2 text-sm text-slate-900',
                side === 'before' ? 'border-slate-300 bg-slate-50' : 'border-emerald-500 bg-emerald-50/60',
              )}
            >
              <p className="mb-1 text-xs font-medium text-slate-600">
                {side === 'before' ? t('revisions.before') : t('revisions.after')}
              </p>
              <Value shown={shownValue(change.field, value, side, other)} />
            </div>
          </div>
        ))}
      </dd>
    </div>
  );
}

/** A published app's changes waiting for a decision: who sent them, each change, approve or refuse. */
export function RevisionCard({
  revision,
  approving,
  onApprove,
  onRefuse,
  buildRequired = null,
}: RevisionCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const headingId = `revision-${revision.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ReviewCardTitle headingId={headingId} project={revision} />
        <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-200">
          {t('revisions.changeCount', { count: revision.changes.length })}
        </span>
      </div>
      <p className="mt-1 text-sm wrap-anywhere text-slate-600">
        {t('revisions.sentBy', {
          developer: revision.developerName,
          date: formatSaleDate(revision.updatedAt, language),
        })}
      </p>

      <dl className="mt-4">
        {revision.changes.map((change) => (
          <Change key={change.field} change={change} />
        ))}
      </dl>

      {buildRequired && (
        <div
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-950 ring-1 ring-red-200"
        >
          <Layers className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
          <p className="min-w-0">
            <span className="font-semibold">{t('projects.buildRequiredTitle')}.</span> {buildRequired}{' '}
            <Link
              to={`/project-versions/${encodeURIComponent(revision.projectId)}`}
              className="font-semibold text-indigo-700 underline underline-offset-2"
            >
              {t('projects.buildRequiredAction')}
            </Link>
          </p>
        </div>
      )}

      <div className="mt-5 flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => onRefuse(revision)}
          disabled={approving}
          icon={<Ban className="size-4" aria-hidden="true" />}
          aria-label={t('revisions.refuseLabel', { name: revision.projectName })}
        >
          {t('revisions.refuse')}
        </Button>
        <Button
          onClick={() => onApprove(revision)}
          loading={approving}
          icon={<Check className="size-4" aria-hidden="true" />}
          aria-label={t('revisions.approveLabel', { name: revision.projectName })}
        >
          {t('revisions.approve')}
        </Button>
      </div>
    </li>
  );
}
