import BellOff from 'lucide-react/icons/bell-off';
import CheckCheck from 'lucide-react/icons/check-check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Mail from 'lucide-react/icons/mail';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNotices } from '../api/get-notices';
import { useMarkAllNoticesRead } from '../api/mark-all-notices-read';
import { NoticeItem } from './notice-item';

/** 'Más recientes' / 'Más antiguas' between pages of notifications. */
function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('notices');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('page.pager.label')} className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
        icon={<ChevronLeft className="size-4" aria-hidden="true" />}
      >
        {t('page.pager.newer')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('page.pager.page', { page: page + 1, count: totalPages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('page.pager.older')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** 'Notificaciones': the signed-in person's notices, newest first, a page at a time, with 'marcar todas como leídas'. */
export function NoticesView() {
  const { t } = useTranslation('notices');
  const [page, setPage] = useState(0);
  const notices = useNotices(page);
  const markAll = useMarkAllNoticesRead();
  const unread = notices.data?.unread ?? 0;

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(t('page.markAllDone'), { toastId: 'notices-all-read' }),
      onError: (error) =>
        toast.error(<ToastMessage title={t('page.markAllFailed')} text={getErrorMessage(error)} />, {
          toastId: 'notices-all-read-error',
        }),
    });

  let body: ReactNode;
  if (notices.isPending) body = <PageSpinner label={t('page.loading')} />;
  else if (notices.isError && !notices.data) {
    body = (
      <LoadError
        title={t('page.error.title')}
        error={notices.error}
        retryLabel={t('page.error.retry')}
        onRetry={() => void notices.refetch()}
        retrying={notices.isFetching}
      />
    );
  } else if (notices.data.totalElements === 0) {
    body = (
      <EmptyState icon={<BellOff className="size-8" aria-hidden="true" />} title={t('page.empty.title')}>
        {t('page.empty.text')}
      </EmptyState>
    );
  } else {
    const data = notices.data;
    body = (
      <>
        <ul
          aria-busy={notices.isPlaceholderData || undefined}
          className={cn('space-y-3 transition-opacity', notices.isPlaceholderData && 'opacity-60')}
        >
          {data.notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
        </ul>
        <Pager page={data.currentPage} totalPages={data.totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
          <p className="mt-1 text-slate-600">{t('page.subtitle')}</p>
          {notices.data && notices.data.totalElements > 0 && (
            <p className="mt-2 text-sm font-semibold text-indigo-700" aria-live="polite">
              {unread > 0 ? t('page.unread', { count: unread }) : t('page.allRead')}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={markAllRead}
            loading={markAll.isPending}
            disabled={unread === 0}
            icon={<CheckCheck className="size-4" aria-hidden="true" />}
          >
            {t('page.markAll')}
          </Button>
        </div>
      </div>
      <div className="mt-8">{body}</div>
      <p className="mt-8 text-sm">
        <Link
          to="/user-profile#email-settings"
          className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          {t('page.settingsLink')}
        </Link>
      </p>
    </div>
  );
}
