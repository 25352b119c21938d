import type { TRefund } from '@vitrina/shared/payments/refund.schemas';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REFUND_FILTERS, type TAdminRefundFilter, useAdminRefunds } from '../api/get-admin-refunds';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';
import { AdminRefundCard } from './admin-refund-card';
import { ApproveRefundDialog } from './approve-refund-dialog';
import { FilterChips } from './filter-chips';
import { RefundSaleDialog, type TSaleToRefund } from './refund-sale-dialog';
import { RejectRefundDialog } from './reject-refund-dialog';

/** The sale of a refund the provider refused, for the admin to refund again. */
function saleOf(refund: TRefund): TSaleToRefund {
  return {
    saleId: refund.saleId,
    projectName: refund.projectName,
    buyer: refund.buyerEmail ?? refund.buyerName,
    amount: refund.amount,
    date: refund.saleDate,
  };
}

/** 'Reembolsos': requests waiting for a decision (or every refund), approved or refused here. */
export function RefundsTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<TAdminRefundFilter>('open');
  const refunds = useAdminRefunds(status);
  const [approving, setApproving] = useState<TRefund | null>(null);
  const [rejecting, setRejecting] = useState<TRefund | null>(null);
  const [again, setAgain] = useState<TSaleToRefund | null>(null);
  const list = refunds.data?.pages.flatMap((page) => page.refunds) ?? [];
  const first = refunds.data?.pages[0];

  let body: ReactNode;
  if (refunds.isPending) body = <ListLoading label={t('refunds.loading')} />;
  // A failed background refresh keeps the list on screen; only a list that never came is an error.
  else if (refunds.isError && list.length === 0) {
    body = (
      <ListError error={refunds.error} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty
        icon={<RotateCcw className="size-6" aria-hidden="true" />}
        title={status === 'open' ? t('refunds.emptyOpenTitle') : t('refunds.emptyTitle')}
      >
        <p>{status === 'open' ? t('refunds.emptyOpenText') : t('refunds.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <ul className="space-y-4" aria-busy={refunds.isFetching}>
          {list.map((refund) => (
            <AdminRefundCard
              key={refund.id}
              refund={refund}
              onApprove={setApproving}
              onReject={setRejecting}
              onRefundAgain={(item) => setAgain(saleOf(item))}
            />
          ))}
        </ul>
        <LoadMore
          shown={list.length}
          total={first?.totalElements ?? list.length}
          hasNext={refunds.hasNextPage}
          loading={refunds.isFetchingNextPage}
          onLoadMore={() => void refunds.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-refunds-title">
      <SectionHeading
        id="admin-refunds-title"
        title={t('refunds.title')}
        description={t('refunds.description')}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <FilterChips
          label={t('refunds.filterLabel')}
          chips={ADMIN_REFUND_FILTERS.map((value) => ({ value, label: t(`refunds.filters.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
        {first !== undefined && first.waiting > 0 && (
          <p className="text-sm font-medium text-amber-900">
            {t('refunds.waiting', { count: first.waiting })}
          </p>
        )}
      </div>
      {body}
      <ApproveRefundDialog
        key={approving?.id ?? 'none'}
        refund={approving}
        onClose={() => setApproving(null)}
      />
      <RejectRefundDialog refund={rejecting} onClose={() => setRejecting(null)} />
      <RefundSaleDialog sale={again} onClose={() => setAgain(null)} />
    </section>
  );
}
