import ArrowLeft from 'lucide-react/icons/arrow-left';
import PackageX from 'lucide-react/icons/package-x';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenError } from '../../components/ui/screen-error';
import { PageSpinner } from '../../components/ui/spinner';
import { BuildsHeader, backPathOf } from '../../features/builds/components/builds-header';
import { BuildsView } from '../../features/builds/components/builds-view';
import { useProject } from '../../features/project-form/api/get-project';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * 'Versiones' of an app (/project-versions/{id}): the builds Vitrina hosts for it, for its developer
 * (who adds them) and for admins (who review them). The route lets developers and admins in; the
 * server answers only the project's own developer and admins.
 */
export function Component() {
  const { t } = useTranslation('builds');
  const { id = '' } = useParams();
  const { user } = useSession();
  const project = useProject(id);
  const asAdmin = user?.type.toLowerCase() === 'admin';
  const notOwner = !!project.data && !asAdmin && project.data.developerId !== user?.id;
  const notFound = notOwner || (project.error instanceof ApiError && project.error.status === 404);
  useDocumentTitle(
    project.data && !notOwner
      ? t('documentTitle', { name: project.data.name })
      : notFound
        ? t('notFound.title')
        : t('title'),
  );

  if (notFound) {
    return (
      <div className="flex flex-1 items-center justify-center py-10">
        <EmptyState
          as="h1"
          icon={<PackageX className="size-8" aria-hidden="true" />}
          title={t('notFound.title')}
          actions={
            <ButtonLink to={backPathOf(asAdmin)} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
              {asAdmin ? t('back.admin') : t('back.developer')}
            </ButtonLink>
          }
        >
          <p>{t('notFound.text')}</p>
        </EmptyState>
      </div>
    );
  }

  if (project.isError) {
    return (
      <ScreenError
        title={t('loadError')}
        error={project.error}
        retryLabel={t('retry')}
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    );
  }

  if (!project.data) return <PageSpinner label={t('loading')} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BuildsHeader project={project.data} asAdmin={asAdmin} />
      <BuildsView project={project.data} asAdmin={asAdmin} />
    </div>
  );
}
