import type { TProject } from '@vitrina/shared/projects/project.responses';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/domain/status-badge';
import { ButtonLink } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/money-format';

/** Where 'back' leads: the developer's apps, or the admin's projects. */
export function backPathOf(asAdmin: boolean): string {
  return asAdmin ? '/admin-dashboard' : '/developer-dashboard?tab=apps';
}

/** The screen's one h1 ('Versiones'), the app it is about, the way back and to the app itself. */
export function BuildsHeader({ project, asAdmin }: { project: TProject; asAdmin: boolean }) {
  const { t } = useTranslation('builds');
  const editable = !asAdmin && project.status !== 'SUSPENDED';
  return (
    <header>
      <Link
        to={backPathOf(asAdmin)}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {asAdmin ? t('back.admin') : t('back.developer')}
      </Link>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
            <span className="min-w-0 font-medium wrap-anywhere text-slate-800">{project.name}</span>
            <StatusBadge status={project.status} />
            <span className="text-sm font-semibold text-slate-700">
              {project.price > 0 ? formatUsd(project.price) : t('free')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          {editable && (
            <ButtonLink
              to={`/edit-project/${encodeURIComponent(project.id)}`}
              variant="secondary"
              size="sm"
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {t('editApp')}
            </ButtonLink>
          )}
          <ButtonLink
            to={`/app/${encodeURIComponent(project.slug || project.id)}`}
            variant="secondary"
            size="sm"
            icon={<ExternalLink className="size-4" aria-hidden="true" />}
          >
            {t('viewInStore')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
