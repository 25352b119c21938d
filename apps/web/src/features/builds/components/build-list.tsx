import type { TBuild } from '@vitrina/shared/builds/build.schemas';
import Layers from 'lucide-react/icons/layers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateReleaseNotes } from '../api/update-release-notes';
import { useWithdrawBuild } from '../api/withdraw-build';
import { BuildCard } from './build-card';
import { ReleaseNotesModal } from './release-notes-modal';
import { WithdrawBuildModal } from './withdraw-build-modal';

/** Settled by someone else meanwhile (approved, withdrawn) or gone: the list is stale, not the text wrong. */
const isStale = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * A dialog's sending: success toasts and closes; a stale list toasts why and closes; anything else
 * toasts and stays open with the text (the server's errors about it under it).
 */
async function settle(
  send: () => Promise<unknown>,
  messages: { done: string; failed: string; toastId: string },
  close: () => void,
) {
  try {
    await send();
    toast.success(messages.done, { toastId: messages.toastId });
    close();
  } catch (error) {
    toast.error(<ToastMessage title={messages.failed} text={getErrorMessage(error)} />, {
      toastId: `${messages.toastId}-error`,
    });
    if (isStale(error)) close();
    else throw error;
  }
}

interface BuildListProps {
  titleId: string;
  builds: TBuild[] | undefined;
  error: unknown;
  loading: boolean;
  refreshing: boolean;
  onRetry: () => void;
  asAdmin: boolean;
}

/** 'Historial de versiones': every build, newest first, with its loading, empty and error states. */
export function BuildList({ titleId, builds, error, loading, refreshing, onRetry, asAdmin }: BuildListProps) {
  const { t } = useTranslation('builds');
  const updateNotes = useUpdateReleaseNotes();
  const withdraw = useWithdrawBuild();
  const [editing, setEditing] = useState<TBuild | null>(null);
  const [withdrawing, setWithdrawing] = useState<TBuild | null>(null);

  const saveNotes = (releaseNotes: string | null) => {
    const build = editing;
    if (!build) return Promise.resolve();
    return settle(
      () => updateNotes.mutateAsync({ build, releaseNotes }),
      {
        done: t('notesModal.saved', { version: build.version }),
        failed: t('notesModal.failed'),
        toastId: `build-notes-${build.id}`,
      },
      () => setEditing(null),
    );
  };

  const confirmWithdraw = (reason: string) => {
    const build = withdrawing;
    if (!build) return Promise.resolve();
    return settle(
      () => withdraw.mutateAsync({ buildId: build.id, reason }),
      {
        done: t('withdrawModal.done', { version: build.version }),
        failed: t('withdrawModal.failed'),
        toastId: `build-withdraw-${build.id}`,
      },
      () => setWithdrawing(null),
    );
  };

  let body: ReactNode;
  if (loading) body = <PageSpinner label={t('list.loading')} />;
  else if (!builds) {
    body = (
      <LoadError
        title={t('list.error')}
        error={error}
        retryLabel={t('retry')}
        onRetry={onRetry}
        retrying={refreshing}
      />
    );
  } else if (builds.length === 0) {
    body = (
      <EmptyState
        as="h3"
        icon={<Layers className="size-8" aria-hidden="true" />}
        title={t('list.emptyTitle')}
      >
        <p>{asAdmin ? t('list.emptyTextAdmin') : t('list.emptyText')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {builds.map((build) => (
          <BuildCard
            key={build.id}
            build={build}
            asAdmin={asAdmin}
            onEditNotes={setEditing}
            onWithdraw={setWithdrawing}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <h2 id={titleId} className="mb-4 text-xl font-semibold text-slate-900">
        {t('list.title')}
        {builds && builds.length > 0 && (
          <span className="text-base font-normal text-slate-600">
            {' '}
            ({t('list.count', { count: builds.length })})
          </span>
        )}
      </h2>
      {body}
      <ReleaseNotesModal
        build={editing}
        sending={updateNotes.isPending}
        onSave={saveNotes}
        onClose={() => setEditing(null)}
      />
      <WithdrawBuildModal
        build={withdrawing}
        sending={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      />
    </section>
  );
}
