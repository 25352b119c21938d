import { toProjectStatus } from '@vitrina/shared/projects/statuses';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserX from 'lucide-react/icons/user-x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { developerQueryOptions, useDeveloper } from '../../features/catalogue/api/get-developer';
import {
  developerProjectsQueryOptions,
  useDeveloperProjects,
} from '../../features/catalogue/api/get-developer-projects';
import { DeveloperHeader } from '../../features/catalogue/components/developer-header';
import { DeveloperProjectCard } from '../../features/catalogue/components/developer-project-card';
import { ProjectGrid, ProjectGridSkeleton } from '../../features/catalogue/components/project-grid';
import { isValidDeveloperId } from '../../features/catalogue/utils/app-path';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isNotFound, serverLoader, type TNotFound } from '../page-data';

/**
 * Rendered on the server with the developer and their apps as a visitor sees them; an unknown
 * developer (or an address that cannot name one) answers 404.
 */
export const loader = serverLoader(async ({ queryClient }, { params }) => {
  const developerId = params.developerId;
  const missing = data<TNotFound>({ notFound: true }, { status: 404 });
  if (!isValidDeveloperId(developerId)) return missing;
  try {
    await Promise.all([
      queryClient.ensureQueryData(developerProjectsQueryOptions(developerId, null)),
      queryClient.prefetchQuery(developerQueryOptions(developerId)),
    ]);
    return null;
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? missing : null;
  }
});

function StoreLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/store" variant={variant} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
      {t('actions.backToStore')}
    </ButtonLink>
  );
}

interface FullPageStateProps {
  title: string;
  icon: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

/** A state that replaces the whole page (its title is the page's h1). */
function FullPageState({ title, icon, children, actions }: FullPageStateProps) {
  return (
    <div className="flex flex-1 items-center justify-center py-10">
      <EmptyState as="h1" title={title} icon={icon} actions={actions}>
        {children}
      </EmptyState>
    </div>
  );
}

/** A developer's published apps (/developer/{developerId}/apps). */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { developerId } = useParams();
  const valid = isValidDeveloperId(developerId);
  const id = valid ? developerId : '';
  // The server found no such developer: the browser does not ask again.
  const loaded = useLoaderData();
  const known = valid && !isNotFound(loaded);
  const developer = useDeveloper(id, known);
  const projects = useDeveloperProjects(id, known);
  const published =
    projects.data?.filter((project) => toProjectStatus(project.status) === 'PUBLISHED') ?? null;
  const name = developer.data?.name ?? projects.data?.[0]?.developerName ?? null;
  const notFound =
    (valid && isNotFound(loaded)) || (projects.error instanceof ApiError && projects.error.status === 404);
  useDocumentTitle(
    !valid
      ? t('developer.invalidId')
      : notFound
        ? t('developer.notFound')
        : projects.isError
          ? t('developer.error')
          : name
            ? t('developer.title', { name })
            : t('developer.titleFallback'),
  );

  if (!valid) {
    return (
      <FullPageState
        title={t('developer.invalidId')}
        icon={<UserX className="size-8" aria-hidden="true" />}
        actions={<StoreLink />}
      >
        <p>{t('developer.invalidIdText')}</p>
      </FullPageState>
    );
  }

  if (notFound) {
    return (
      <FullPageState
        title={t('developer.notFound')}
        icon={<UserX className="size-8" aria-hidden="true" />}
        actions={<StoreLink />}
      >
        <p>{t('developer.notFoundText')}</p>
      </FullPageState>
    );
  }

  if (projects.isError) {
    return (
      <FullPageState
        title={t('developer.error')}
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        actions={
          <>
            <Button
              onClick={() => void projects.refetch()}
              loading={projects.isFetching}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              {t('store.error.retry')}
            </Button>
            <StoreLink />
          </>
        }
      >
        <Alert>{getErrorMessage(projects.error)}</Alert>
      </FullPageState>
    );
  }

  return (
    <>
      <DeveloperHeader name={name} developer={developer.data} publishedCount={published?.length ?? null} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        {published === null ? (
          <ProjectGridSkeleton label={t('developer.loading')} count={4} />
        ) : published.length === 0 ? (
          <EmptyState
            icon={<LayoutGrid className="size-8" aria-hidden="true" />}
            title={t('developer.emptyTitle')}
            actions={<StoreLink variant="primary" />}
          >
            <p>{t('developer.emptyText')}</p>
          </EmptyState>
        ) : (
          <section aria-labelledby="developer-apps-title">
            <h2 id="developer-apps-title" className="sr-only">
              {t('developer.listTitle')}
            </h2>
            <ProjectGrid
              items={published}
              renderItem={(project, index) => <DeveloperProjectCard project={project} priority={index < 4} />}
            />
          </section>
        )}
      </div>
    </>
  );
}
