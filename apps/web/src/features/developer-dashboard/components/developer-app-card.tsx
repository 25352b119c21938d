import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import { toProjectStatus } from '@vitrina/shared/projects/statuses';
import Ban from 'lucide-react/icons/ban';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Layers from 'lucide-react/icons/layers';
import MailCheck from 'lucide-react/icons/mail-check';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import Pencil from 'lucide-react/icons/pencil';
import PowerOff from 'lucide-react/icons/power-off';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/domain/status-badge';
import { AppImage } from '../../../components/ui/app-image';
import { Button, ButtonLink } from '../../../components/ui/button';
import { projectNoteText } from '../../../domain/project-note';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { formatShortDate } from '../utils/dashboard-format';
import { canEditProject, removalActionOf, reviewerNoteOf } from '../utils/project-actions';
import { ProjectTags } from './project-tags';

interface DeveloperAppCardProps {
  project: TDeveloperProject;
  /** A deletion request for it is waiting for an admin. */
  deletionRequested: boolean;
  onSuspend: (project: TDeveloperProject) => void;
  onRequestDeletion: (project: TDeveloperProject) => void;
  priority?: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="truncate text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** One of the developer's projects: status, figures, tags, the reviewer's note and what can be done with it. */
export function DeveloperAppCard({
  project,
  deletionRequested,
  onSuspend,
  onRequestDeletion,
  priority = false,
}: DeveloperAppCardProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const status = toProjectStatus(project.status);
  const note = reviewerNoteOf(project);
  const editable = canEditProject(project);
  const removal = removalActionOf(project);
  const free = !(project.price > 0);
  const appPath = `/app/${encodeURIComponent(project.slug || project.id)}`;
  const editPath = `/edit-project/${encodeURIComponent(project.id)}`;
  const versionsPath = `/project-versions/${encodeURIComponent(project.id)}`;
  const suspendedReason = status === 'SUSPENDED' ? projectNoteText(project) : null;
  // Changes to the published app: waiting for an admin, or refused with the reason to fix.
  const revision = project.pendingRevision ?? null;
  const changesRefused = revision?.status === 'REFUSED';

  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5">
      <article className="flex flex-col sm:flex-row" aria-labelledby={`app-${project.id}-name`}>
        {/* A column beside the details from tablet width, as tall as the card (cropped to fill it, so
            no blank band shows under a short image); a thumbnail by the name on a phone. */}
        <AppImage
          src={project.mainImage}
          alt={t('apps.card.imageAlt', { name: project.name })}
          aspectRatio="16 / 9"
          priority={priority}
          className="hidden min-h-36 w-56 shrink-0 self-stretch border-r border-slate-100 sm:block lg:w-64"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            <AppImage
              src={project.mainImage}
              alt={t('apps.card.imageAlt', { name: project.name })}
              aspectRatio="4 / 3"
              priority={priority}
              className="w-20 shrink-0 rounded-lg ring-1 ring-slate-200 sm:hidden"
            />
            <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <h3
                  id={`app-${project.id}-name`}
                  className="text-lg font-semibold leading-snug break-words text-slate-900"
                >
                  {project.name}
                </h3>
                <div className="mt-1.5">
                  <StatusBadge status={project.status} />
                </div>
              </div>
              <span
                className={
                  free
                    ? 'shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-bold text-emerald-800 ring-1 ring-inset ring-emerald-200'
                    : 'shrink-0 py-1 text-base font-bold text-slate-900'
                }
              >
                <span className="sr-only">{t('apps.card.price')}: </span>
                {free ? t('apps.card.free') : formatUsd(project.price)}
              </span>
            </div>
          </div>

          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            <Figure label={t('apps.card.views')} value={formatCount(project.views, language)} />
            <Figure label={t('apps.card.sales')} value={formatCount(project.totalSales, language)} />
            <Figure label={t('apps.card.updated')} value={formatShortDate(project.lastUpdated, language)} />
            {project.version && <Figure label={t('apps.card.versionLabel')} value={project.version} />}
          </dl>

          <ProjectTags tags={project.tags} />

          {note && (
            <section
              aria-labelledby={`app-${project.id}-note`}
              className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 sm:p-4"
            >
              <MessageSquareWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              <div className="min-w-0 space-y-2 text-sm">
                <h4 id={`app-${project.id}-note`} className="font-semibold">
                  {t('apps.card.reviewerNote.title')}
                </h4>
                <blockquote className="border-l-4 border-amber-400 pl-3 whitespace-pre-line break-words text-slate-900">
                  {note}
                </blockquote>
                <p>{t('apps.card.reviewerNote.text')}</p>
                <ButtonLink
                  to={editPath}
                  size="sm"
                  aria-label={t('apps.card.editResubmitLabel', { name: project.name })}
                  icon={<Pencil className="size-4" aria-hidden="true" />}
                >
                  {t('apps.card.editResubmit')}
                </ButtonLink>
              </div>
            </section>
          )}

          {(status === 'UNDER_REVIEW' || status === 'PENDING') && (
            <p className="flex items-start gap-2 rounded-xl bg-blue-50 px-3 py-2 text-sm text-blue-900 ring-1 ring-blue-200">
              <Clock className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
              {t('apps.card.underReviewHint')}
            </p>
          )}

          {revision?.status === 'PENDING' && (
            <p className="flex items-start gap-2 rounded-xl bg-blue-50 px-3 py-2 text-sm text-blue-900 ring-1 ring-blue-200">
              <Clock className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
              <span>
                <span className="font-semibold">{t('apps.card.revisionPending')}.</span>{' '}
                {t('apps.card.revisionPendingHint')}
              </span>
            </p>
          )}

          {changesRefused && (
            <section
              aria-labelledby={`app-${project.id}-changes`}
              className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 sm:p-4"
            >
              <MessageSquareWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              <div className="min-w-0 space-y-2 text-sm">
                <h4 id={`app-${project.id}-changes`} className="font-semibold">
                  {t('apps.card.revisionRefused.title')}
                </h4>
                {revision.reason && (
                  <blockquote className="border-l-4 border-amber-400 pl-3 whitespace-pre-line break-words text-slate-900">
                    {revision.reason}
                  </blockquote>
                )}
                <p>{t('apps.card.revisionRefused.text')}</p>
                {/* A reviewer's note on the app itself already offers the same link. */}
                {editable && !note && (
                  <ButtonLink
                    to={editPath}
                    size="sm"
                    aria-label={t('apps.card.editResubmitLabel', { name: project.name })}
                    icon={<Pencil className="size-4" aria-hidden="true" />}
                  >
                    {t('apps.card.editResubmit')}
                  </ButtonLink>
                )}
              </div>
            </section>
          )}

          {status === 'SUSPENDED' && (
            <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
              <Ban className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
              <span>
                {t('apps.card.suspendedHint')}
                {suspendedReason && (
                  <>
                    {' '}
                    <span className="font-semibold">{t('apps.card.suspendedReason')}</span> {suspendedReason}
                  </>
                )}
              </span>
            </p>
          )}

          {deletionRequested && removal !== 'none' && (
            <p
              id={`app-${project.id}-requested`}
              className="flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200"
            >
              <MailCheck className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
              <span>
                <span className="font-semibold">{t('apps.card.deletionRequested')}.</span>{' '}
                {t('apps.card.deletionRequestedHint')}
              </span>
            </p>
          )}

          {!deletionRequested && project.deletionRequest?.status === 'REFUSED' && (
            <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
              <MessageSquareWarning className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                <span className="font-semibold">{t('apps.card.deletionRefused')}.</span>{' '}
                {project.deletionRequest.note && (
                  <>
                    {t('apps.card.deletionRefusedNote')} {project.deletionRequest.note}
                  </>
                )}
              </span>
            </p>
          )}

          <div className="mt-auto flex flex-wrap gap-2">
            <ButtonLink
              to={appPath}
              variant="secondary"
              size="sm"
              aria-label={t('apps.card.viewLabel', { name: project.name })}
              icon={<ExternalLink className="size-4" aria-hidden="true" />}
            >
              {t('apps.card.view')}
            </ButtonLink>
            {editable && !note && !changesRefused && (
              <ButtonLink
                to={editPath}
                variant="secondary"
                size="sm"
                aria-label={t('apps.card.editLabel', { name: project.name })}
                icon={<Pencil className="size-4" aria-hidden="true" />}
              >
                {t('apps.card.edit')}
              </ButtonLink>
            )}
            <ButtonLink
              to={versionsPath}
              variant="secondary"
              size="sm"
              aria-label={t('apps.card.versionsLabel', { name: project.name })}
              icon={<Layers className="size-4" aria-hidden="true" />}
            >
              {t('apps.card.versions')}
            </ButtonLink>
            {removal === 'suspend' && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onSuspend(project)}
                aria-label={t('apps.card.suspendLabel', { name: project.name })}
                icon={<PowerOff className="size-4" aria-hidden="true" />}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                {t('apps.card.suspend')}
              </Button>
            )}
            {removal === 'request-deletion' && !deletionRequested && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRequestDeletion(project)}
                aria-label={t('apps.card.requestDeletionLabel', { name: project.name })}
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                {t('apps.card.requestDeletion')}
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
