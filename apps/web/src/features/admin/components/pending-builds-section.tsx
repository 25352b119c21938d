import type { TPendingBuild } from '@vitrina/shared/builds/build.schemas';
import PackageCheck from 'lucide-react/icons/package-check';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePendingBuilds } from '../api/get-pending-builds';
import { useReviewBuild } from '../api/review-build';
import { ListEmpty, ListError, ListLoading, SectionHeading } from './admin-list-states';
import { BuildFilesModal } from './build-files-modal';
import { PendingBuildCard } from './pending-build-card';
import { RejectBuildModal } from './reject-build-modal';

/** Decided by someone else, or gone: the queue is stale, not the admin's action wrong. */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * 'Versiones en revisión', above the projects list: builds imported from the apps' repositories and
 * waiting for a decision. Each can be looked into (its files, a preview of the app) and approved
 * (it becomes the version the app serves) or rejected with a note for the developer.
 */
export function PendingBuildsSection() {
  const { t } = useTranslation('admin');
  const builds = usePendingBuilds();
  const approve = useReviewBuild();
  const reject = useReviewBuild();
  const [approving, setApproving] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<TPendingBuild | null>(null);
  const [showingFiles, setShowingFiles] = useState<TPendingBuild | null>(null);

  const handleApprove = async (build: TPendingBuild) => {
    setApproving((ids) => new Set(ids).add(build.id));
    const names = { name: build.projectName, version: build.version };
    try {
      await approve.mutateAsync({ id: build.id, decision: 'approve' });
      toast.success(t('builds.approved', names), { toastId: `build-${build.id}` });
    } catch (error) {
      toast.error(<ToastMessage title={t('builds.approveFailed')} text={getErrorMessage(error)} />, {
        toastId: `build-error-${build.id}`,
      });
    } finally {
      setApproving((ids) => {
        const next = new Set(ids);
        next.delete(build.id);
        return next;
      });
    }
  };

  const handleReject = async (note: string) => {
    const build = rejecting;
    if (!build) return;
    try {
      await reject.mutateAsync({ id: build.id, decision: 'reject', note });
      toast.success(t('builds.rejected', { name: build.projectName, version: build.version }), {
        toastId: `build-${build.id}`,
      });
      setRejecting(null);
    } catch (error) {
      toast.error(<ToastMessage title={t('builds.rejectFailed')} text={getErrorMessage(error)} />, {
        toastId: `build-error-${build.id}`,
      });
      if (isGone(error)) setRejecting(null);
      // Anything else leaves the dialog open with the text, and the note's errors under it.
      else throw error;
    }
  };

  const list = builds.data ?? [];
  let body: ReactNode;
  if (builds.isPending) body = <ListLoading label={t('builds.loading')} className="py-8" />;
  else if (builds.isError) {
    body = (
      <ListError error={builds.error} onRetry={() => void builds.refetch()} retrying={builds.isFetching} />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty icon={<PackageCheck className="size-6" aria-hidden="true" />} title={t('builds.emptyTitle')}>
        <p>{t('builds.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {t('builds.count', { count: list.length })}
        </p>
        <ul className="space-y-4" aria-busy={builds.isFetching}>
          {list.map((build) => (
            <PendingBuildCard
              key={build.id}
              build={build}
              approving={approving.has(build.id)}
              onApprove={(item) => void handleApprove(item)}
              onReject={setRejecting}
              onShowFiles={setShowingFiles}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-builds-title">
      <SectionHeading
        id="admin-builds-title"
        title={t('builds.title')}
        description={t('builds.description')}
      />
      {body}
      <RejectBuildModal
        build={rejecting}
        sending={reject.isPending}
        onConfirm={handleReject}
        onClose={() => setRejecting(null)}
      />
      <BuildFilesModal build={showingFiles} onClose={() => setShowingFiles(null)} />
    </section>
  );
}
