import type { TAdminDeletionRequest } from '@vitrina/shared/dashboards/admin.schemas';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/domain/status-badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formatSaleDate } from '../utils/admin-format';

const REQUEST_TONES: Record<TAdminDeletionRequest['status'], string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  ACCEPTED: 'bg-slate-100 text-slate-700 ring-slate-300',
  REFUSED: 'bg-red-50 text-red-800 ring-red-200',
};

interface DeletionRequestCardProps {
  request: TAdminDeletionRequest;
  onDecide: (request: TAdminDeletionRequest, decision: 'ACCEPT' | 'REFUSE') => void;
}

/** One deletion request: the project, who asked and why, and the decision (or the buttons to make it). */
export function DeletionRequestCard({ request, onDecide }: DeletionRequestCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const headingId = `deletion-request-${request.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
              <Link
                to={`/app/${encodeURIComponent(request.projectId)}`}
                className="hover:text-indigo-700 hover:underline"
              >
                {request.projectName}
              </Link>
            </h3>
            <StatusBadge status={request.projectStatus} />
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                REQUEST_TONES[request.status],
              )}
            >
              {t(`deletions.statuses.${request.status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm wrap-anywhere text-slate-600">
            {t('deletions.requestedBy', {
              developer: request.developerName,
              date: formatSaleDate(request.createdAt, language),
            })}
          </p>
          <blockquote className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200">
            <p className="text-xs font-medium text-slate-600">{t('deletions.reason')}</p>
            <p className="mt-1 break-words whitespace-pre-line">{request.reason}</p>
          </blockquote>
          {request.status !== 'PENDING' && (
            <p className="mt-3 text-sm wrap-anywhere text-slate-700">
              <span className="font-semibold text-slate-900">
                {t('deletions.decidedBy', {
                  admin: request.decidedByName ?? '—',
                  date: request.decidedAt ? formatSaleDate(request.decidedAt, language) : '—',
                })}
              </span>
              {request.decisionNote && (
                <>
                  {' '}
                  <span className="break-words">«{request.decisionNote}»</span>
                </>
              )}
            </p>
          )}
        </div>
        {request.status === 'PENDING' && (
          <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-col">
            <Button
              size="sm"
              variant="danger"
              onClick={() => onDecide(request, 'ACCEPT')}
              icon={<Check className="size-4" aria-hidden="true" />}
              aria-label={t('deletions.acceptLabel', { name: request.projectName })}
            >
              {t('deletions.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDecide(request, 'REFUSE')}
              icon={<Ban className="size-4" aria-hidden="true" />}
              aria-label={t('deletions.refuseLabel', { name: request.projectName })}
            >
              {t('deletions.refuse')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
