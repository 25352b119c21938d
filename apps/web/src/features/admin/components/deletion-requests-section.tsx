import type { TAdminDeletionRequest, TDeletionDecision } from '@vitrina/shared/dashboards/admin.schemas';
import Inbox from 'lucide-react/icons/inbox';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDecideDeletionRequest } from '../api/decide-deletion-request';
import { type TDeletionRequestFilter, useDeletionRequests } from '../api/get-deletion-requests';
import { ListEmpty, ListError, ListLoading, SectionHeading } from './admin-list-states';
import { DeletionDecisionModal, type TPendingDecision } from './deletion-decision-modal';
import { DeletionRequestCard } from './deletion-request-card';
import { FilterChips } from './filter-chips';

const FILTERS: readonly TDeletionRequestFilter[] = ['PENDING', 'ACCEPTED', 'REFUSED', 'ALL'];

/** Developers' requests to remove a paid or sold project: accept (suspend) or refuse with a note. */
export function DeletionRequestsSection() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<TDeletionRequestFilter>('PENDING');
  const requests = useDeletionRequests(status);
  const decide = useDecideDeletionRequest();
  const [pending, setPending] = useState<TPendingDecision | null>(null);

  const confirm = async (decision: TDeletionDecision) => {
    if (!pending) return;
    const { request } = pending;
    const accepted = decision.decision === 'ACCEPT';
    try {
      await decide.mutateAsync({ id: request.id, decision });
      toast.success(
        accepted
          ? t('deletions.accepted', { name: request.projectName })
          : t('deletions.refused', { name: request.projectName }),
        { toastId: `deletion-${request.id}` },
      );
      setPending(null);
    } catch (error) {
      toast.error(
        <ToastMessage
          title={accepted ? t('deletions.acceptFailed') : t('deletions.refuseFailed')}
          text={getErrorMessage(error)}
        />,
        { toastId: `deletion-error-${request.id}` },
      );
      // Already decided by someone else: the list is being refreshed, nothing to do here.
      if (error instanceof ApiError && error.status === 409) setPending(null);
    }
  };

  let body: ReactNode;
  if (requests.isPending) body = <ListLoading label={t('deletions.loading')} />;
  else if (requests.isError) {
    body = (
      <ListError
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (requests.data.length === 0) {
    body = (
      <ListEmpty
        icon={<Inbox className="size-6" aria-hidden="true" />}
        title={status === 'PENDING' ? t('deletions.emptyPendingTitle') : t('deletions.emptyTitle')}
      >
        {status === 'PENDING' && <p>{t('deletions.emptyPendingText')}</p>}
      </ListEmpty>
    );
  } else {
    body = (
      <ul className="space-y-4" aria-busy={requests.isFetching}>
        {requests.data.map((request: TAdminDeletionRequest) => (
          <DeletionRequestCard
            key={request.id}
            request={request}
            onDecide={(item, decision) => setPending({ request: item, decision })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-deletions-title">
      <SectionHeading
        id="admin-deletions-title"
        title={t('deletions.title')}
        description={t('deletions.description')}
      />
      <div className="mb-4">
        <FilterChips
          label={t('deletions.filterLabel')}
          chips={FILTERS.map((value) => ({ value, label: t(`deletions.filters.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
      </div>
      {body}
      <DeletionDecisionModal
        pending={pending}
        sending={decide.isPending}
        onConfirm={(decision) => void confirm(decision)}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
