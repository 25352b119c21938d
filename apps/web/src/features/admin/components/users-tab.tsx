import type { TRole } from '@vitrina/shared/auth/roles';
import type { TAdminUser } from '@vitrina/shared/dashboards/admin.schemas';
import UserSearch from 'lucide-react/icons/user-search';
import Users from 'lucide-react/icons/users';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-config';
import { useSession } from '../../../lib/session-store';
import { useAdminUsers } from '../api/get-admin-users';
import { useUserFilters } from '../hooks/use-admin-filters';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';
import { AdminSearchForm } from './admin-search-form';
import { AdminUserCard } from './admin-user-card';
import { DeveloperSettingsModal } from './developer-settings-modal';
import { FilterChips, type TFilterChip } from './filter-chips';

const ROLE_FILTERS: ReadonlyArray<TRole | ''> = ['', 'developer', 'user', 'admin'];

/**
 * The users tab: accounts searched by name or email and filtered by role; a developer's
 * verified and internal flags and own commission rate are changed from here.
 */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { user: me } = useSession();
  const { filters, update } = useUserFilters();
  const users = useAdminUsers(filters);
  const config = useAppConfig();
  const [editing, setEditing] = useState<TAdminUser | null>(null);

  const chips: TFilterChip<TRole | ''>[] = ROLE_FILTERS.map((role) => ({
    value: role,
    label: t(`users.filters.${role || 'all'}`),
  }));
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const total = users.data?.pages[0]?.totalElements ?? 0;
  const filtered = filters.role !== '' || filters.q !== '';

  let body: ReactNode;
  if (users.isPending) body = <ListLoading label={t('users.loading')} />;
  else if (users.isError) {
    body = <ListError error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />;
  } else if (list.length === 0) {
    body = filtered ? (
      <ListEmpty
        icon={<UserSearch className="size-6" aria-hidden="true" />}
        title={t('users.noMatchTitle')}
        actions={
          <Button variant="secondary" onClick={() => update({ role: '', q: '' })}>
            {t('dashboard.clearFilters')}
          </Button>
        }
      >
        <p>{t('users.noMatchText')}</p>
      </ListEmpty>
    ) : (
      <ListEmpty icon={<Users className="size-6" aria-hidden="true" />} title={t('users.emptyTitle')} />
    );
  } else {
    body = (
      <>
        <ul className="space-y-4" aria-busy={users.isFetching && !users.isFetchingNextPage}>
          {list.map((user) => (
            <AdminUserCard
              key={user.id}
              user={user}
              platformRate={config.data?.commissionRate ?? null}
              isSelf={user.id === me?.id}
              onEdit={setEditing}
            />
          ))}
        </ul>
        <LoadMore
          shown={list.length}
          total={total}
          hasNext={users.hasNextPage}
          loading={users.isFetchingNextPage}
          onLoadMore={() => void users.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-users-title">
      <SectionHeading id="admin-users-title" title={t('users.title')} description={t('users.description')} />
      <div className="mb-6 space-y-4">
        <AdminSearchForm
          key={filters.q}
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          initialQuery={filters.q}
          onSearch={(q) => update({ q })}
        />
        <FilterChips
          label={t('users.filters.label')}
          chips={chips}
          value={filters.role}
          onChange={(role) => update({ role })}
        />
        {users.isSuccess && list.length > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('users.count', { count: total })}
          </p>
        )}
      </div>
      {body}
      <DeveloperSettingsModal user={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
