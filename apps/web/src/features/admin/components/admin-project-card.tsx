import type { TAdminProject } from '@vitrina/shared/dashboards/admin.schemas';
import { toProjectStatus } from '@vitrina/shared/projects/statuses';
import Check from 'lucide-react/icons/check';
import ExternalLink from 'lucide-react/icons/external-link';
import Layers from 'lucide-react/icons/layers';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/domain/status-badge';
import { AppImage } from '../../../components/ui/app-image';
import { Button, ButtonLink } from '../../../components/ui/button';
import { projectNoteText } from '../../../domain/project-note';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { formatDay } from '../utils/admin-format';

interface AdminProjectCardProps {
  project: TAdminProject;
  /** True while this project's approval is being sent. */
  approving: boolean;
  onApprove: (project: TAdminProject) => void;
  onReject: (project: TAdminProject) => void;
  /** Why the server refused to publish it for want of an approved build (shown until the list changes). */
  buildRequired?: string | null;
}

/** The statuses that wait for a review decision (approve or reject). */
export function awaitsDecision(status: string): boolean {
  const value = toProjectStatus(status);
  return value === 'UNDER_REVIEW' || value === 'PENDING';
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="truncate text-sm font-semibold tabular-nums text-slate-900" title={value}>
        {value}
      </dd>
    </div>
  );
}

/** One project of the admin list: image, name, developer, price, status, dates, figures and the review actions. */
export function AdminProjectCard({
  project,
  approving,
  onApprove,
  onReject,
  buildRequired = null,
}: AdminProjectCardProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const appPath = `/app/${encodeURIComponent(project.id)}`;
  const versionsPath = `/project-versions/${encodeURIComponent(project.id)}`;
  const decidable = awaitsDecision(project.status);
  const category = tc(`categories.${project.category}`, { defaultValue: project.category });
  const note = projectNoteText(project);
  const headingId = `admin-project-${project.id}`;
  // A GitHub check of the repository or of the developer's profile has not passed: the server
  // refuses the approval, so the button waits for it and says why.
  const githubHeld = decidable && project.githubCheck != null;
  const githubFailed = project.githubCheck === 'FAILED';
  const githubHintId = `admin-project-github-${project.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-1 gap-4">
          <AppImage
            src={project.mainImage}
            alt=""
            width={96}
            height={72}
            className="w-20 shrink-0 rounded-xl ring-1 ring-slate-200 sm:w-24"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
                <Link to={appPath} className="hover:text-indigo-700 hover:underline">
                  {project.name}
                </Link>
              </h3>
              <StatusBadge status={project.status} />
              {githubHeld && (
                <span
                  className={
                    githubFailed
                      ? 'inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset'
                      : 'inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset'
                  }
                >
                  {t(githubFailed ? 'projects.githubFailed' : 'projects.githubPending')}
                </span>
              )}
            </div>
            <p className="mt-0.5 truncate text-sm text-slate-600" title={project.developerName}>
              {t('projects.by', { developer: project.developerName })}
            </p>
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">
                {project.price > 0 ? formatUsd(project.price) : t('projects.free')}
              </span>
              <span aria-hidden="true"> · </span>
              {category}
            </p>
          </div>
        </div>

        <div className="flex flex-wrap gap-2 md:shrink-0 md:justify-end">
          {decidable && (
            <>
              <Button
                size="sm"
                onClick={() => onApprove(project)}
                loading={approving}
                disabled={githubHeld}
                aria-describedby={githubHeld ? githubHintId : undefined}
                icon={<Check className="size-4" aria-hidden="true" />}
                aria-label={t('projects.approveLabel', { name: project.name })}
              >
                {t('projects.approve')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => onReject(project)}
                disabled={approving}
                icon={<X className="size-4" aria-hidden="true" />}
                aria-label={t('projects.rejectLabel', { name: project.name })}
              >
                {t('projects.reject')}
              </Button>
            </>
          )}
          <ButtonLink
            to={appPath}
            size="sm"
            variant="secondary"
            icon={<ExternalLink className="size-4" aria-hidden="true" />}
            aria-label={t('projects.viewLabel', { name: project.name })}
          >
            {t('projects.view')}
          </ButtonLink>
          <ButtonLink
            to={versionsPath}
            size="sm"
            variant="secondary"
            icon={<Layers className="size-4" aria-hidden="true" />}
            aria-label={t('projects.versionsLabel', { name: project.name })}
          >
            {t('projects.versions')}
          </ButtonLink>
        </div>
      </div>

      {buildRequired && decidable && (
        <div
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-950 ring-1 ring-red-200"
        >
          <Layers className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
          <p className="min-w-0">
            <span className="font-semibold">{t('projects.buildRequiredTitle')}.</span> {buildRequired}{' '}
            <Link to={versionsPath} className="font-semibold text-indigo-700 underline underline-offset-2">
              {t('projects.buildRequiredAction')}
            </Link>
          </p>
        </div>
      )}

      {githubHeld && (
        <p
          id={githubHintId}
          className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {t(githubFailed ? 'projects.githubFailedHint' : 'projects.githubPendingHint')}
        </p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-3 sm:grid-cols-4">
        <Figure label={t('projects.views')} value={formatCount(project.views, language)} />
        <Figure label={t('projects.sales')} value={formatCount(project.totalSales, language)} />
        <Figure label={t('projects.created')} value={formatDay(project.createdAt, language)} />
        <Figure label={t('projects.updated')} value={formatDay(project.lastUpdated, language)} />
      </dl>

      {(project.pendingDeletionRequestId || note) && (
        <div className="mt-3 space-y-2">
          {project.pendingDeletionRequestId && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-red-900">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
                <Trash2 className="size-3.5" aria-hidden="true" />
                {t('projects.deletionRequested')}
              </span>
              <Link to="?tab=reports" className="font-semibold text-indigo-700 hover:underline">
                {t('projects.toDeletionRequests')}
              </Link>
            </p>
          )}
          {note && (
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <MessageSquareWarning className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="font-semibold text-slate-900">{t('projects.observations')}:</span> {note}
              </span>
            </p>
          )}
        </div>
      )}
    </li>
  );
}
