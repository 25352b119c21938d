import type { TBuild } from '@vitrina/shared/builds/build.schemas';
import Layers from 'lucide-react/icons/layers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { BuildCard } from './build-card';

interface BuildListProps {
  titleId: string;
  builds: TBuild[] | undefined;
  error: unknown;
  loading: boolean;
  refreshing: boolean;
  onRetry: () => void;
  asAdmin: boolean;
}

/** 'Historial de versiones': every build, newest first, with its loading, empty and error states. */
export function BuildList({ titleId, builds, error, loading, refreshing, onRetry, asAdmin }: BuildListProps) {
  const { t } = useTranslation('builds');

  let body: ReactNode;
  if (loading) body = <PageSpinner label={t('list.loading')} />;
  else if (!builds) {
    body = (
      <LoadError
        title={t('list.error')}
        error={error}
        retryLabel={t('retry')}
        onRetry={onRetry}
        retrying={refreshing}
      />
    );
  } else if (builds.length === 0) {
    body = (
      <EmptyState
        as="h3"
        icon={<Layers className="size-8" aria-hidden="true" />}
        title={t('list.emptyTitle')}
      >
        <p>{asAdmin ? t('list.emptyTextAdmin') : t('list.emptyText')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {builds.map((build) => (
          <BuildCard key={build.id} build={build} asAdmin={asAdmin} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <h2 id={titleId} className="mb-4 text-xl font-semibold text-slate-900">
        {t('list.title')}
        {builds && builds.length > 0 && (
          <span className="text-base font-normal text-slate-600">
            {' '}
            ({t('list.count', { count: builds.length })})
          </span>
        )}
      </h2>
      {body}
    </section>
  );
}
