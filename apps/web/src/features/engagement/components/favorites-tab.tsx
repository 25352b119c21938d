import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import Heart from 'lucide-react/icons/heart';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteAppCard } from './favorite-app-card';

/**
 * The dashboard's 'Favoritos': cards of the favourite apps still available, a warning for those
 * that are not, and an optimistic 'Quitar' that puts the card back if the server refuses.
 */
export function FavoritesTab() {
  const { t } = useTranslation('engagement');
  const favorites = useFavorites();
  const remove = useRemoveFavorite();

  const handleRemove = (project: TSimplifiedProject) => {
    remove.mutate(project.id, {
      onSuccess: (change) => {
        if (change.message) toast.success(change.message, { toastId: `unfavorite-${project.id}` });
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
        toast.error(<ToastMessage title={t('dashboard.favorites.removeError')} text={text} />, {
          toastId: `unfavorite-error-${project.id}`,
        });
      },
    });
  };

  if (favorites.isPending) return <PageSpinner label={t('dashboard.favorites.loading')} />;

  if (favorites.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={t('dashboard.favorites.errorTitle')}
        actions={
          <Button
            onClick={() => void favorites.refetch()}
            loading={favorites.isFetching}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            {t('dashboard.retry')}
          </Button>
        }
      >
        <p>{t('dashboard.favorites.error')}</p>
      </EmptyState>
    );
  }

  const { projects, failedCount } = favorites.data;
  const warning = failedCount > 0 && (
    <Alert tone="info" title={t('dashboard.favorites.unavailable', { count: failedCount })} className="mb-6">
      {t('dashboard.favorites.unavailableText')}
    </Alert>
  );

  if (projects.length === 0) {
    return (
      <>
        {warning}
        <EmptyState
          icon={<Heart className="size-8" aria-hidden="true" />}
          title={t('dashboard.favorites.emptyTitle')}
          actions={<ButtonLink to="/store">{t('dashboard.explore')}</ButtonLink>}
        >
          <p>{t('dashboard.favorites.emptyText')}</p>
        </EmptyState>
      </>
    );
  }

  return (
    <div>
      <h2 className="sr-only">{t('dashboard.tabs.favorites')}</h2>
      {warning}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => (
          <FavoriteAppCard key={project.id} project={project} onRemove={handleRemove} priority={index < 3} />
        ))}
      </ul>
    </div>
  );
}
