import type { TAdminRevision } from '@vitrina/shared/projects/project-revision.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDecideRevision } from '../api/decide-revision';
import { useRevisions } from '../api/get-revisions';
import { ListError, SectionHeading } from './admin-list-states';
import { RefuseRevisionModal } from './refuse-revision-modal';
import { RevisionCard } from './revision-card';

/** Decided by someone else, or withdrawn by the developer: the queue is stale, not the admin's action wrong. */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * Published apps' changes waiting for a decision, above the projects list: each change field by
 * field, approved (applied to the live app) or refused with a reason. The section shows only when
 * something waits, and stays out of sight while it loads, so the projects list below does not jump.
 */
export function RevisionsSection() {
  const { t } = useTranslation('admin');
  const revisions = useRevisions();
  const approve = useDecideRevision();
  const refuse = useDecideRevision();
  const [approving, setApproving] = useState<ReadonlySet<string>>(new Set());
  const [refusing, setRefusing] = useState<TAdminRevision | null>(null);
  // A free app turned paid cannot take its changes without an approved build: why, on its card.
  const [needsBuild, setNeedsBuild] = useState<ReadonlyMap<string, string>>(new Map());

  const handleApprove = async (revision: TAdminRevision) => {
    setApproving((ids) => new Set(ids).add(revision.id));
    try {
      const outcome = await approve.mutateAsync({ id: revision.id, decision: { decision: 'APPROVE' } });
      toast.success(t('revisions.approved', { name: outcome.projectName }), {
        toastId: `revision-${revision.id}`,
      });
    } catch (error) {
      const buildRequired = error instanceof ApiError && error.code === 'BUILD_REQUIRED';
      if (buildRequired) setNeedsBuild((map) => new Map(map).set(revision.id, getErrorMessage(error)));
      toast.error(
        <ToastMessage
          title={t(buildRequired ? 'projects.buildRequiredTitle' : 'revisions.approveFailed')}
          text={getErrorMessage(error)}
        />,
        { toastId: `revision-error-${revision.id}` },
      );
    } finally {
      setApproving((ids) => {
        const next = new Set(ids);
        next.delete(revision.id);
        return next;
      });
    }
  };

  const handleRefuse = async (note: string) => {
    const revision = refusing;
    if (!revision) return;
    try {
      await refuse.mutateAsync({ id: revision.id, decision: { decision: 'REFUSE', note } });
      toast.success(t('revisions.refused', { name: revision.projectName }), {
        toastId: `revision-${revision.id}`,
      });
      setRefusing(null);
    } catch (error) {
      toast.error(<ToastMessage title={t('revisions.refuseFailed')} text={getErrorMessage(error)} />, {
        toastId: `revision-error-${revision.id}`,
      });
      if (isGone(error)) setRefusing(null);
      // Anything else leaves the dialog open with the text, and the reason's errors under it.
      else throw error;
    }
  };

  if (revisions.isPending) return null;
  const list = revisions.data ?? [];
  if (revisions.isSuccess && list.length === 0) return null;

  return (
    <section aria-labelledby="admin-revisions-title">
      <SectionHeading
        id="admin-revisions-title"
        title={t('revisions.title')}
        description={t('revisions.description')}
      />
      {revisions.isError ? (
        <ListError
          error={revisions.error}
          onRetry={() => void revisions.refetch()}
          retrying={revisions.isFetching}
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            {t('revisions.count', { count: list.length })}
          </p>
          <ul className="space-y-4" aria-busy={revisions.isFetching}>
            {list.map((revision) => (
              <RevisionCard
                key={revision.id}
                revision={revision}
                approving={approving.has(revision.id)}
                buildRequired={needsBuild.get(revision.id) ?? null}
                onApprove={(item) => void handleApprove(item)}
                onRefuse={setRefusing}
              />
            ))}
          </ul>
        </>
      )}
      <RefuseRevisionModal
        revision={refusing}
        sending={refuse.isPending}
        onConfirm={(note) => handleRefuse(note)}
        onClose={() => setRefusing(null)}
      />
    </section>
  );
}
