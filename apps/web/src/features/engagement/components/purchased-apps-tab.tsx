import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { usePurchasedProjects } from '../api/get-purchased-projects';
import { PurchasedOrderCard } from './purchased-order-card';

/** The dashboard's 'Apps compradas': the person's orders, newest first, each opening its app. */
export function PurchasedAppsTab() {
  const { t } = useTranslation('engagement');
  const purchased = usePurchasedProjects();

  if (purchased.isPending) return <PageSpinner label={t('dashboard.purchased.loading')} />;

  if (purchased.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={t('dashboard.purchased.errorTitle')}
        actions={
          <Button
            onClick={() => void purchased.refetch()}
            loading={purchased.isFetching}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            {t('dashboard.retry')}
          </Button>
        }
      >
        <Alert>{getErrorMessage(purchased.error)}</Alert>
      </EmptyState>
    );
  }

  if (purchased.data.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBag className="size-8" aria-hidden="true" />}
        title={t('dashboard.purchased.emptyTitle')}
        actions={<ButtonLink to="/store">{t('dashboard.explore')}</ButtonLink>}
      >
        <p>{t('dashboard.purchased.emptyText')}</p>
      </EmptyState>
    );
  }

  return (
    <div>
      <h2 className="sr-only">{t('dashboard.tabs.purchased')}</h2>
      <ul className="space-y-4">
        {purchased.data.map((order) => (
          <PurchasedOrderCard key={order.id} order={order} />
        ))}
      </ul>
    </div>
  );
}
