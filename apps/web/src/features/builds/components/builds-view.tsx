import type { TProject } from '@vitrina/shared/projects/project.responses';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import PackageCheck from 'lucide-react/icons/package-check';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectBuilds } from '../api/get-project-builds';
import { isImportOpen } from '../utils/build-status';
import { AddBuildForm } from './add-build-form';
import { BuildList } from './build-list';

interface BuildsViewProps {
  project: TProject;
  /** An admin looks at someone's app: the list only (builds are added by the developer). */
  asAdmin: boolean;
}

/** What a build is, and what a paid app needs before it can be published. */
function Intro({ project, asAdmin }: { project: TProject; asAdmin: boolean }) {
  const { t } = useTranslation('builds');
  const paid = project.price > 0;
  const needsBuild = paid && !project.hostedBuild;
  return (
    <div className="space-y-3">
      <section
        aria-label={t('intro.label')}
        className="flex gap-3 rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-indigo-950 sm:p-5"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <div className="min-w-0 space-y-1.5">
          <p>{asAdmin ? t('intro.whatAdmin') : t('intro.what')}</p>
          <p>{t('intro.review')}</p>
        </div>
      </section>
      {needsBuild ? (
        <p className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-semibold">{t('intro.paidMissingTitle')}</span> {t('intro.paidMissing')}
          </span>
        </p>
      ) : (
        <p className="flex gap-2 text-sm text-slate-600">
          <PackageCheck className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {t('intro.paidRule')}
        </p>
      )}
    </div>
  );
}

/** Why no version can be added, instead of the form (suspended app, or a repository not on GitHub). */
function CannotAdd({ project, reason }: { project: TProject; reason: 'locked' | 'repository' }) {
  const { t } = useTranslation('builds');
  return (
    <div className="flex gap-2 rounded-xl bg-amber-50 px-3 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 wrap-anywhere">
        {reason === 'locked' ? (
          t('form.locked')
        ) : (
          <>
            {t('form.badRepository')} <span translate="no">{project.sourceCodeUrl || '—'}</span>.{' '}
            {t('form.badRepositoryFix')}{' '}
            <Link
              to={`/edit-project/${encodeURIComponent(project.id)}`}
              className="font-semibold text-indigo-700 underline underline-offset-2"
            >
              {t('editApp')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * 'Versiones' of one app: what a build is, the 'Añadir versión' form (its developer only) and the
 * list of builds, refreshed every second while one is being imported.
 */
export function BuildsView({ project, asAdmin }: BuildsViewProps) {
  const { t } = useTranslation('builds');
  const builds = useProjectBuilds(project.id);
  const listId = useId();
  const formId = useId();
  const repository = parseRepositoryUrl(project.sourceCodeUrl);
  const busy = builds.data?.some(isImportOpen) ?? false;
  const locked = project.status === 'SUSPENDED';

  const list = (
    <BuildList
      titleId={listId}
      builds={builds.data}
      error={builds.error}
      loading={builds.isPending}
      refreshing={builds.isFetching}
      onRetry={() => void builds.refetch()}
      asAdmin={asAdmin}
    />
  );

  return (
    <div className="mt-6 space-y-8">
      <Intro project={project} asAdmin={asAdmin} />
      {asAdmin ? (
        list
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <section
            aria-labelledby={formId}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
          >
            <h2 id={formId} className="text-lg font-semibold text-slate-900">
              {t('form.title')}
            </h2>
            {repository && (
              <p className="mt-1 text-sm wrap-anywhere text-slate-600">
                {t('form.from')}{' '}
                <span translate="no">{`github.com/${repository.owner}/${repository.repo}`}</span>
              </p>
            )}
            <div className="mt-5">
              {locked ? (
                <CannotAdd project={project} reason="locked" />
              ) : !repository ? (
                <CannotAdd project={project} reason="repository" />
              ) : (
                <AddBuildForm projectId={project.id} busy={busy} />
              )}
            </div>
          </section>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">{list}</div>
        </div>
      )}
    </div>
  );
}
