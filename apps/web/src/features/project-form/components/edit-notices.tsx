import type { TProject } from '@vitrina/shared/projects/project.responses';
import Ban from 'lucide-react/icons/ban';
import Clock from 'lucide-react/icons/clock';
import Layers from 'lucide-react/icons/layers';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import Store from 'lucide-react/icons/store';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

const TONES = {
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  sky: 'border-sky-200 bg-sky-50 text-sky-950',
} as const;

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mt-6 flex gap-3 rounded-2xl border p-4 sm:p-5', TONES[tone])}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 space-y-1.5 text-sm">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * What the developer must know before editing: the reviewer's note of a rejected draft; that a paid
 * app needs an approved version (build) to be published; for a published app, that its changes wait for review while the published version stays in the store,
 * and whether changes sent before are waiting or were refused (with the reason).
 */
export function EditNotices({ project }: { project: TProject }) {
  const { t } = useTranslation('project-form');
  const note = project.observations?.trim();
  const rejected = (project.status === 'DRAFT' || project.status === 'REJECTED') && !!note;
  const revision = project.status === 'PUBLISHED' ? project.pendingRevision : null;
  const refusal = revision?.status === 'REFUSED' ? revision.reason?.trim() : undefined;
  return (
    <>
      {rejected && (
        <Notice
          tone="amber"
          icon={<MessageSquareWarning className="size-6 text-amber-700" aria-hidden="true" />}
          title={t('edit.reviewerNote.title')}
        >
          <blockquote className="border-l-4 border-amber-400 py-1 pl-3 text-base whitespace-pre-line text-slate-900">
            {note}
          </blockquote>
          <p className="text-amber-900">{t('edit.reviewerNote.text')}</p>
        </Notice>
      )}
      {project.status === 'PUBLISHED' && !revision && (
        <Notice
          tone="sky"
          icon={<Store className="size-6 text-sky-700" aria-hidden="true" />}
          title={t('edit.published.title')}
        >
          <p>{t('edit.published.text')}</p>
        </Notice>
      )}
      {revision?.status === 'PENDING' && (
        <Notice
          tone="sky"
          icon={<Clock className="size-6 text-sky-700" aria-hidden="true" />}
          title={t('edit.pendingRevision.title')}
        >
          <p>{t('edit.pendingRevision.text')}</p>
        </Notice>
      )}
      {revision?.status === 'REFUSED' && (
        <Notice
          tone="amber"
          icon={<MessageSquareWarning className="size-6 text-amber-700" aria-hidden="true" />}
          title={t('edit.refusedRevision.title')}
        >
          {refusal && (
            <blockquote className="border-l-4 border-amber-400 py-1 pl-3 text-base whitespace-pre-line break-words text-slate-900">
              {refusal}
            </blockquote>
          )}
          <p className="text-amber-900">{t('edit.refusedRevision.text')}</p>
        </Notice>
      )}
      {project.price > 0 && !project.hostedBuild && (
        <Notice
          tone="amber"
          icon={<Layers className="size-6 text-amber-700" aria-hidden="true" />}
          title={t('edit.needsBuild.title')}
        >
          <p className="text-amber-900">{t('edit.needsBuild.text')}</p>
          <p>
            <Link
              to={`/project-versions/${encodeURIComponent(project.id)}`}
              className="font-semibold text-indigo-700 underline underline-offset-2"
            >
              {t('edit.needsBuild.action')}
            </Link>
          </p>
        </Notice>
      )}
      {(project.status === 'UNDER_REVIEW' || project.status === 'PENDING') && (
        <Notice
          tone="sky"
          icon={<Clock className="size-6 text-sky-700" aria-hidden="true" />}
          title={t('edit.underReview.title')}
        >
          <p>{t('edit.underReview.text')}</p>
        </Notice>
      )}
    </>
  );
}

/** Instead of the form: a suspended project cannot be edited (the server refuses it too). */
export function SuspendedNotice({ project }: { project: TProject }) {
  const { t } = useTranslation('project-form');
  const reason = project.observations?.trim();
  return (
    <Card className="mx-auto mt-8 max-w-2xl p-6 text-center sm:p-10">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-700 ring-1 ring-slate-200">
        <Ban className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold text-slate-900">{t('edit.suspended.title')}</h2>
      <p className="mt-2 text-pretty text-slate-600">{t('edit.suspended.text')}</p>
      {reason && (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <span className="font-semibold">{t('edit.suspended.reason')}</span> {reason}
        </p>
      )}
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/developer-dashboard" size="lg">
          {t('backToDashboard')}
        </ButtonLink>
      </div>
    </Card>
  );
}
