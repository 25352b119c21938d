import Layers from 'lucide-react/icons/layers';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { StatusBadge } from '../../components/domain/status-badge';
import { ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useProject } from '../../features/project-form/api/get-project';
import { EditNotices, SuspendedNotice } from '../../features/project-form/components/edit-notices';
import { ProjectForm } from '../../features/project-form/components/project-form';
import {
  ProjectFormHeader,
  ProjectFormPage,
} from '../../features/project-form/components/project-form-header';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

const DASHBOARD = '/developer-dashboard';

/**
 * 'Editar app': loads the project, sends the person back to the dashboard (with a toast) when it
 * cannot be loaded or is not theirs, and shows a read-only notice for a suspended project.
 */
export function Component() {
  const { t } = useTranslation('project-form');
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data: project, error, isError } = useProject(id);
  useDocumentTitle(t('edit.title'));

  const notOwner = !!project && !!user && project.developerId !== user.id;
  // A 401 ends the session and the route guard asks to log in again: nothing to redirect.
  const loadFailed = isError && !(error instanceof ApiError && error.status === 401);

  useEffect(() => {
    if (!loadFailed) return;
    const message =
      error instanceof ApiError && error.status === 404
        ? t('edit.notFound')
        : t('edit.loadFailed', { message: getErrorMessage(error) });
    // The id keeps a double effect run (development) from showing it twice.
    toast.error(message, { toastId: `project-load-${id}` });
    navigate(DASHBOARD, { replace: true });
  }, [loadFailed, error, id, navigate, t]);

  useEffect(() => {
    if (!notOwner) return;
    toast.error(t('edit.notOwner'), { toastId: `project-owner-${id}` });
    navigate(DASHBOARD, { replace: true });
  }, [notOwner, id, navigate, t]);

  if (!project || notOwner) return <PageSpinner label={t('edit.loading')} />;

  const subtitle = (
    <p className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 font-medium wrap-anywhere text-slate-800">{project.name}</span>
      <StatusBadge status={project.status} />
    </p>
  );
  const versions = (
    <ButtonLink
      to={`/project-versions/${encodeURIComponent(project.id)}`}
      variant="secondary"
      size="sm"
      aria-label={t('edit.versionsLabel', { name: project.name })}
      icon={<Layers className="size-4" aria-hidden="true" />}
    >
      {t('edit.versions')}
    </ButtonLink>
  );

  return (
    <ProjectFormPage>
      <ProjectFormHeader title={t('edit.title')} subtitle={subtitle} aside={versions} />
      {project.status === 'SUSPENDED' ? (
        <SuspendedNotice project={project} />
      ) : (
        <>
          <EditNotices project={project} />
          <ProjectForm key={project.id} mode="edit" project={project} />
        </>
      )}
    </ProjectFormPage>
  );
}
