import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useMyProjects } from '../api/get-my-projects';
import { useRequestedDeletions } from '../api/request-project-deletion';
import { useProjectRemoval } from '../hooks/use-project-removal';
import { countByStatusFilter, statusFilterOf, type TStatusFilter } from '../utils/project-actions';
import { DeveloperAppCard } from './developer-app-card';
import { RequestDeletionModal } from './request-deletion-modal';
import { StatusFilter } from './status-filter';
import { SuspendProjectModal } from './suspend-project-modal';
import { TabError } from './tab-error';

/** 'Mis apps': every project of the developer, with its status, figures, reviewer note and actions. */
export function AppsTab() {
  const { t } = useTranslation('developer-dashboard');
  const projects = useMyProjects();
  const requested = useRequestedDeletions();
  const removal = useProjectRemoval();
  const [filter, setFilter] = useState<TStatusFilter>('all');

  if (projects.isPending) return <PageSpinner label={t('apps.loading')} />;
  if (projects.isError) {
    return (
      <TabError
        error={projects.error}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    );
  }

  if (projects.data.length === 0) {
    return (
      <EmptyState
        as="h2"
        icon={<LayoutGrid className="size-8" aria-hidden="true" />}
        title={t('apps.empty.title')}
        actions={
          <ButtonLink to="/add-project" icon={<Plus className="size-4" aria-hidden="true" />}>
            {t('publish')}
          </ButtonLink>
        }
      >
        <p>{t('apps.empty.text')}</p>
      </EmptyState>
    );
  }

  const counts = countByStatusFilter(projects.data);
  // A filter whose last app just changed status falls back to all.
  const active: TStatusFilter = filter !== 'all' && counts[filter] === 0 ? 'all' : filter;
  const shown: TDeveloperProject[] =
    active === 'all' ? projects.data : projects.data.filter((p) => statusFilterOf(p.status) === active);

  return (
    <section aria-labelledby="developer-apps-title">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="developer-apps-title" className="text-xl font-semibold text-slate-900">
          {t('apps.heading')}{' '}
          <span className="text-base font-normal text-slate-600">
            ({t('apps.count', { count: projects.data.length })})
          </span>
        </h2>
        {projects.data.length > 1 && <StatusFilter value={active} counts={counts} onChange={setFilter} />}
      </div>
      <ul className="space-y-4">
        {shown.map((project, index) => (
          <DeveloperAppCard
            key={project.id}
            project={project}
            priority={index < 2}
            deletionRequested={requested.has(project.id) || project.deletionRequest?.status === 'PENDING'}
            onSuspend={removal.askSuspend}
            onRequestDeletion={removal.askDeletion}
          />
        ))}
      </ul>
      <SuspendProjectModal
        project={removal.suspendTarget}
        suspending={removal.suspending}
        failure={removal.suspendFailure}
        onConfirm={removal.confirmSuspend}
        onClose={removal.closeSuspend}
      />
      <RequestDeletionModal
        project={removal.deletionTarget}
        sending={removal.sendingRequest}
        failure={removal.deletionFailure}
        notice={removal.deletionNotice}
        onSubmit={removal.submitDeletion}
        onClose={removal.closeDeletion}
      />
    </section>
  );
}
