import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { refundErrorMessage } from '../../../domain/refund-errors';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type TPurchasedOrder, usePurchasedProjects } from '../api/get-purchased-projects';
import { useRequestRefund } from '../api/request-refund';
import { PurchasedOrderCard } from './purchased-order-card';
import { RefundRequestModal } from './refund-request-modal';

/**
 * The dashboard's 'Apps compradas': the person's orders, newest first, each opening its app.
 * `orderExtra` adds what another part of the product shows on a purchase (the screen composes it).
 */
export function PurchasedAppsTab({
  orderExtra,
}: {
  orderExtra?: (order: TPurchasedOrder) => ReactNode;
} = {}) {
  const { t } = useTranslation('engagement');
  const purchased = usePurchasedProjects();
  const refund = useRequestRefund();
  const [refunding, setRefunding] = useState<TPurchasedOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const openRefund = (order: TPurchasedOrder) => {
    setFailure(null);
    setRefunding(order);
  };

  const sendRefund = async (reason: string) => {
    if (!refunding) return;
    setFailure(null);
    try {
      await refund.mutateAsync({ orderId: refunding.id, projectId: refunding.projectId, reason });
      toast.success(t('dashboard.purchased.refund.sent'), { toastId: `refund-${refunding.id}` });
      setRefunding(null);
    } catch (error) {
      setFailure(refundErrorMessage(error));
      // The dialog puts the server's per-field messages under the reason.
      throw error;
    }
  };

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
          <PurchasedOrderCard
            key={order.id}
            order={order}
            onRequestRefund={openRefund}
            extra={orderExtra?.(order)}
          />
        ))}
      </ul>
      <RefundRequestModal
        order={refunding}
        sending={refund.isPending}
        failure={failure}
        onSubmit={sendRefund}
        onClose={() => setRefunding(null)}
      />
    </div>
  );
}
