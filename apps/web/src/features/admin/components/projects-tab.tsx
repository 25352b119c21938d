import type { TAdminOverview, TAdminProject } from '@vitrina/shared/dashboards/admin.schemas';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import FolderSearch from 'lucide-react/icons/folder-search';
import Inbox from 'lucide-react/icons/inbox';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDecideProject } from '../api/decide-project';
import { useAdminOverview } from '../api/get-admin-overview';
import { useAdminProjects } from '../api/get-admin-projects';
import { useProjectFilters } from '../hooks/use-admin-filters';
import { ADMIN_STATUS_FILTERS } from '../utils/admin-filters';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';
import { AdminProjectCard } from './admin-project-card';
import { AdminSearchForm } from './admin-search-form';
import { FilterChips, type TFilterChip } from './filter-chips';
import { RejectProjectModal } from './reject-project-modal';

/** Where each status's count sits in the overview. */
const COUNT_FIELDS: Record<TProjectStatus, keyof TAdminOverview['projects']> = {
  UNDER_REVIEW: 'underReview',
  PENDING: 'pending',
  PUBLISHED: 'published',
  DRAFT: 'draft',
  REJECTED: 'rejected',
  SUSPENDED: 'suspended',
};

/** A paid app without an approved build cannot be published (409 BUILD_REQUIRED). */
const isBuildRequired = (error: unknown) => error instanceof ApiError && error.code === 'BUILD_REQUIRED';

/** A decision someone else made first: the list is stale, not the admin's action wrong. */
const isAlreadyDecided = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The projects tab: every project in any status, filtered by status and searched by name or
 * developer; projects waiting for review are approved, or rejected with a reason.
 */
export function ProjectsTab() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { filters, update } = useProjectFilters();
  const projects = useAdminProjects(filters);
  const overview = useAdminOverview();
  const approve = useDecideProject();
  const reject = useDecideProject();
  const [approving, setApproving] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<TAdminProject | null>(null);
  // Paid apps the server refused to publish for want of an approved build: why, on their card.
  const [needsBuild, setNeedsBuild] = useState<ReadonlyMap<string, string>>(new Map());

  const handleApprove = async (project: TAdminProject) => {
    setApproving((ids) => new Set(ids).add(project.id));
    try {
      await approve.mutateAsync({ id: project.id, decision: 'approve' });
      toast.success(t('projects.approved', { name: project.name }), { toastId: `approve-${project.id}` });
    } catch (error) {
      const buildRequired = isBuildRequired(error);
      if (buildRequired) setNeedsBuild((map) => new Map(map).set(project.id, getErrorMessage(error)));
      toast.error(
        <ToastMessage
          title={t(buildRequired ? 'projects.buildRequiredTitle' : 'projects.approveFailed')}
          text={getErrorMessage(error)}
        />,
        { toastId: `approve-error-${project.id}` },
      );
    } finally {
      setApproving((ids) => {
        const next = new Set(ids);
        next.delete(project.id);
        return next;
      });
    }
  };

  const handleReject = async (reason: string) => {
    const project = rejecting;
    if (!project) return;
    try {
      await reject.mutateAsync({ id: project.id, decision: 'reject', reason });
      toast.success(t('projects.rejected', { name: project.name }), { toastId: `reject-${project.id}` });
      setRejecting(null);
    } catch (error) {
      toast.error(<ToastMessage title={t('projects.rejectFailed')} text={getErrorMessage(error)} />, {
        toastId: `reject-error-${project.id}`,
      });
      // Someone decided first: nothing left to reject here (the list is being refreshed).
      if (isAlreadyDecided(error)) setRejecting(null);
    }
  };

  const counts = overview.data?.projects;
  const chips: TFilterChip<TProjectStatus | ''>[] = [
    { value: '', label: t('projects.filters.all'), count: counts?.total },
    ...ADMIN_STATUS_FILTERS.map((status) => ({
      value: status,
      label: tc(`statuses.${status}`),
      count: counts?.[COUNT_FIELDS[status]],
    })),
  ];

  const list = projects.data?.pages.flatMap((page) => page.projects) ?? [];
  const total = projects.data?.pages[0]?.totalElements ?? 0;
  const filtered = filters.status !== '' || filters.q !== '';

  let body: ReactNode;
  if (projects.isPending) body = <ListLoading label={t('projects.loading')} />;
  else if (projects.isError) {
    body = (
      <ListError
        error={projects.error}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    );
  } else if (list.length === 0) {
    body =
      filters.status === 'UNDER_REVIEW' && !filters.q ? (
        <ListEmpty
          icon={<Inbox className="size-6" aria-hidden="true" />}
          title={t('projects.emptyReviewTitle')}
        >
          <p>{t('projects.emptyReviewText')}</p>
        </ListEmpty>
      ) : filtered ? (
        <ListEmpty
          icon={<FolderSearch className="size-6" aria-hidden="true" />}
          title={t('projects.noMatchTitle')}
          actions={
            <Button variant="secondary" onClick={() => update({ status: '', q: '' })}>
              {t('dashboard.clearFilters')}
            </Button>
          }
        >
          <p>{t('projects.noMatchText')}</p>
        </ListEmpty>
      ) : (
        <ListEmpty icon={<Inbox className="size-6" aria-hidden="true" />} title={t('projects.emptyTitle')}>
          <p>{t('projects.emptyText')}</p>
        </ListEmpty>
      );
  } else {
    body = (
      <>
        <ul className="space-y-4" aria-busy={projects.isFetching && !projects.isFetchingNextPage}>
          {list.map((project) => (
            <AdminProjectCard
              key={project.id}
              project={project}
              approving={approving.has(project.id)}
              buildRequired={needsBuild.get(project.id) ?? null}
              onApprove={(item) => void handleApprove(item)}
              onReject={setRejecting}
            />
          ))}
        </ul>
        <LoadMore
          shown={list.length}
          total={total}
          hasNext={projects.hasNextPage}
          loading={projects.isFetchingNextPage}
          onLoadMore={() => void projects.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-projects-title">
      <SectionHeading
        id="admin-projects-title"
        title={t('projects.title')}
        description={t('projects.description')}
      />
      <div className="mb-6 space-y-4">
        <AdminSearchForm
          key={filters.q}
          label={t('projects.searchLabel')}
          placeholder={t('projects.searchPlaceholder')}
          initialQuery={filters.q}
          onSearch={(q) => update({ q })}
        />
        <FilterChips
          label={t('projects.filters.label')}
          chips={chips}
          value={filters.status}
          onChange={(status) => update({ status })}
        />
        {projects.isSuccess && list.length > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {filters.q
              ? t('projects.countSearch', { count: total, query: filters.q })
              : t('projects.count', { count: total })}
          </p>
        )}
      </div>
      {body}
      <RejectProjectModal
        project={rejecting}
        sending={reject.isPending}
        onConfirm={(reason) => void handleReject(reason)}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
