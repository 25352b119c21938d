import type { TAdminCustomRequest } from '@vitrina/shared/custom-requests/custom-request.schemas';
import Inbox from 'lucide-react/icons/inbox';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDownloadCustomRequestAttachment } from '../api/download-custom-request-attachment';
import { useCustomRequests } from '../api/get-custom-requests';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';
import { CustomRequestCard } from './custom-request-card';

/** 'Solicitudes': custom app requests, the latest first, with their files and the e-mail's delivery. */
export function CustomRequestsTab() {
  const { t } = useTranslation('admin');
  const requests = useCustomRequests();
  const download = useDownloadCustomRequestAttachment();
  const list = requests.data?.pages.flatMap((page) => page.requests) ?? [];
  const total = requests.data?.pages[0]?.totalElements ?? 0;

  const downloadAttachment = async (
    request: TAdminCustomRequest & { attachment: NonNullable<TAdminCustomRequest['attachment']> },
  ) => {
    try {
      const filename = await download.mutateAsync(request);
      toast.success(t('requests.downloaded', { filename }), { toastId: `request-file-${request.id}` });
    } catch (error) {
      toast.error(<ToastMessage title={t('requests.downloadFailed')} text={getErrorMessage(error)} />, {
        toastId: `request-file-error-${request.id}`,
      });
    }
  };

  let body: ReactNode;
  if (requests.isPending) body = <ListLoading label={t('requests.loading')} />;
  // A failed background refresh keeps the list on screen; only a list that never came is an error.
  else if (requests.isError && list.length === 0) {
    body = (
      <ListError
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty icon={<Inbox className="size-6" aria-hidden="true" />} title={t('requests.emptyTitle')}>
        <p>{t('requests.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <ul className="space-y-4">
          {list.map((request) => (
            <CustomRequestCard
              key={request.id}
              request={request}
              downloading={download.isPending && download.variables?.id === request.id}
              onDownload={(item) => void downloadAttachment(item)}
            />
          ))}
        </ul>
        <LoadMore
          shown={list.length}
          total={total}
          hasNext={requests.hasNextPage}
          loading={requests.isFetchingNextPage}
          onLoadMore={() => void requests.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-requests-title">
      <SectionHeading
        id="admin-requests-title"
        title={t('requests.title')}
        description={t('requests.description')}
      />
      {body}
    </section>
  );
}
