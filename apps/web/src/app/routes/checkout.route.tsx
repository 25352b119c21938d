import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ScreenError } from '../../components/ui/screen-error';
import { PageSpinner } from '../../components/ui/spinner';
import { projectQueryOptions } from '../../features/catalogue/api/get-project';
import { CheckoutUnavailable } from '../../features/payments/components/checkout-unavailable';
import { CheckoutView } from '../../features/payments/components/checkout-view';
import { checkoutAvailability } from '../../features/payments/utils/checkout-rules';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /checkout/{id} (signed in: the guard sends visitors to /login and back). Unknown apps go to the
 * store, free ones to their page; bought, own or unpublished apps get a panel instead of the form.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const { id = '' } = useParams();
  const { user } = useSession();
  // Money: the price and whether it is bought already are asked afresh, never taken from a cache.
  const query = useQuery({
    ...projectQueryOptions(id, user?.id ?? null),
    enabled: id !== '',
    refetchOnMount: 'always',
  });
  const notFound = id === '' || (query.error instanceof ApiError && query.error.status === 404);
  const project = query.isFetchedAfterMount || query.isError ? query.data : undefined;
  useDocumentTitle(t('checkout.title'));

  useEffect(() => {
    if (notFound) toast.info(t('checkout.notFound'), { toastId: `checkout-not-found-${id}` });
  }, [notFound, id, t]);

  if (notFound) return <Navigate to="/store" replace />;
  if (!user) return null; // the guard shows nothing else

  if (project) {
    const availability = checkoutAvailability(project, user.id);
    if (availability === 'free')
      return <Navigate to={`/app/${encodeURIComponent(project.slug || project.id)}`} replace />;
    if (availability !== 'available') return <CheckoutUnavailable reason={availability} project={project} />;
    return <CheckoutView project={project} user={user} />;
  }

  if (query.isError) {
    return (
      <ScreenError
        title={t('checkout.error.title')}
        error={query.error}
        retryLabel={t('checkout.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return <PageSpinner label={t('checkout.loading')} />;
}
