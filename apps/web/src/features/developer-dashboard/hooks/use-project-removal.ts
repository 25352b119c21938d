import { useQueryClient } from '@tanstack/react-query';
import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { developerDashboardKeys } from '../api/developer-dashboard-query-keys';
import { isAlreadyRequested, useRequestProjectDeletion } from '../api/request-project-deletion';
import { useSuspendProject } from '../api/suspend-project';

/**
 * The two ways a developer takes a project down, each behind its dialog: 'Suspender' (free, no
 * sales) and 'Solicitar eliminación' (paid or sold). When the server says a suspension needs a
 * request after all (a sale came in meanwhile), the request dialog opens in its place.
 */
export function useProjectRemoval() {
  const { t } = useTranslation('developer-dashboard');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const suspend = useSuspendProject();
  const request = useRequestProjectDeletion();
  const [suspendTarget, setSuspendTarget] = useState<TDeveloperProject | null>(null);
  const [suspendFailure, setSuspendFailure] = useState<string | null>(null);
  const [deletionTarget, setDeletionTarget] = useState<TDeveloperProject | null>(null);
  const [deletionFailure, setDeletionFailure] = useState<string | null>(null);
  const [deletionNotice, setDeletionNotice] = useState<string | null>(null);

  const askSuspend = (project: TDeveloperProject) => {
    setSuspendFailure(null);
    setSuspendTarget(project);
  };

  const askDeletion = (project: TDeveloperProject, notice: string | null = null) => {
    setDeletionFailure(null);
    setDeletionNotice(notice);
    setDeletionTarget(project);
  };

  const confirmSuspend = () => {
    const project = suspendTarget;
    if (!project) return;
    setSuspendFailure(null);
    suspend.mutate(project.id, {
      onSuccess: (updated) => {
        // The card turns gray at once; the refetch that follows confirms it.
        queryClient.setQueryData<TDeveloperProject[]>(
          developerDashboardKeys.myProjects(user?.id ?? ''),
          (list) =>
            list?.map((item) =>
              item.id === project.id
                ? { ...item, status: updated.status, observations: updated.observations }
                : item,
            ),
        );
        toast.success(t('suspend.success', { name: project.name }), { toastId: `suspend-${project.id}` });
        setSuspendTarget(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'DELETE_NEEDS_REQUEST') {
          setSuspendTarget(null);
          askDeletion(project, t('suspend.needsRequest'));
          return;
        }
        if (error instanceof ApiError && error.code === 'PROJECT_LOCKED') {
          // Already suspended (another tab): nothing left to do, and the list is refreshed.
          toast.info(error.message, { toastId: `suspend-${project.id}` });
          setSuspendTarget(null);
          return;
        }
        setSuspendFailure(getErrorMessage(error));
      },
    });
  };

  const submitDeletion = async (reason: string) => {
    const project = deletionTarget;
    if (!project) return;
    setDeletionFailure(null);
    try {
      const result = await request.mutateAsync({ projectId: project.id, reason });
      toast.success(result?.message || t('deletion.success'), { toastId: `deletion-${project.id}` });
      setDeletionTarget(null);
    } catch (error) {
      if (isAlreadyRequested(error)) {
        toast.info(t('deletion.already'), { toastId: `deletion-${project.id}` });
        setDeletionTarget(null);
        return;
      }
      const fieldErrors =
        error instanceof ApiError && error.details.some((detail) => detail.field.endsWith('reason'));
      if (!fieldErrors) setDeletionFailure(getErrorMessage(error));
      throw error;
    }
  };

  return {
    askSuspend,
    askDeletion: (project: TDeveloperProject) => askDeletion(project),
    suspendTarget,
    suspending: suspend.isPending,
    suspendFailure,
    confirmSuspend,
    closeSuspend: () => setSuspendTarget(null),
    deletionTarget,
    sendingRequest: request.isPending,
    deletionFailure,
    deletionNotice,
    submitDeletion,
    closeDeletion: () => setDeletionTarget(null),
  };
}
