import BadgeCheck from 'lucide-react/icons/badge-check';
import Banknote from 'lucide-react/icons/banknote';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import Code from 'lucide-react/icons/code';
import HandCoins from 'lucide-react/icons/hand-coins';
import Percent from 'lucide-react/icons/percent';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Trash2 from 'lucide-react/icons/trash-2';
import UserX from 'lucide-react/icons/user-x';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { useAdminOverview } from '../api/get-admin-overview';
import { ListError, ListLoading, SectionHeading } from './admin-list-states';
import { ProjectStatusBreakdown } from './project-status-breakdown';
import { StatCard } from './stat-card';

function Group({
  id,
  title,
  columns = 4,
  children,
}: {
  id: string;
  title: string;
  columns?: 3 | 4;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      <dl
        className={cn(
          'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2',
          columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        {children}
      </dl>
    </section>
  );
}

/** The overview tab: the projects by status, sales and money, developer payouts, accounts, open requests. */
export function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const overview = useAdminOverview();
  const language = i18n.resolvedLanguage ?? 'es';
  const count = (value: number) => formatCount(value, language);

  let body: ReactNode;
  if (overview.isPending) body = <ListLoading label={t('overview.loading')} />;
  else if (overview.isError) {
    body = (
      <ListError
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else {
    const { projects, sales, users, pendingDeletionRequests } = overview.data;
    body = (
      <div className="space-y-10">
        <ProjectStatusBreakdown projects={projects} />

        <Group id="admin-overview-sales" title={t('overview.sales.title')}>
          <StatCard
            label={t('overview.sales.count')}
            value={count(sales.count)}
            icon={ShoppingCart}
            link={{ to: '?tab=reports', label: t('overview.sales.report') }}
          />
          <StatCard
            label={t('overview.sales.revenue')}
            value={formatUsd(sales.revenue)}
            icon={CircleDollarSign}
            tone="emerald"
            hint={t('overview.sales.revenueHint')}
          />
          <StatCard
            label={t('overview.sales.commission')}
            value={formatUsd(sales.commission)}
            icon={Percent}
            tone="violet"
            hint={t('overview.sales.commissionHint')}
          />
          <StatCard
            label={t('overview.sales.developerNet')}
            value={formatUsd(sales.developerNet)}
            icon={Code}
            tone="sky"
            hint={t('overview.sales.developerNetHint')}
          />
        </Group>

        <Group id="admin-overview-payouts" title={t('overview.payouts.title')} columns={3}>
          <StatCard
            label={t('overview.payouts.pending')}
            value={formatUsd(sales.pendingPayouts)}
            icon={HandCoins}
            tone="amber"
            highlight={sales.pendingPayoutCount > 0}
            hint={t('overview.payouts.pendingCount', { count: sales.pendingPayoutCount })}
            link={{ to: '?tab=payments', label: t('overview.payouts.toPayments') }}
          />
          <StatCard
            label={t('overview.payouts.paid')}
            value={formatUsd(sales.paidPayouts)}
            icon={Banknote}
            tone="emerald"
            hint={t('overview.payouts.paidHint')}
          />
          <StatCard
            label={t('overview.deletions.pending')}
            value={count(pendingDeletionRequests)}
            icon={Trash2}
            tone={pendingDeletionRequests > 0 ? 'red' : 'slate'}
            highlight={pendingDeletionRequests > 0}
            hint={t('overview.deletions.hint')}
            link={{ to: '?tab=reports', label: t('overview.deletions.toReports') }}
          />
        </Group>

        <Group id="admin-overview-users" title={t('overview.users.title')} columns={3}>
          <StatCard
            label={t('overview.users.total')}
            value={count(users.total)}
            icon={Users}
            link={{ to: '?tab=users', label: t('overview.users.toUsers') }}
          />
          <StatCard
            label={t('overview.users.developers')}
            value={count(users.developers)}
            icon={BadgeCheck}
            tone="sky"
            link={{ to: '?tab=users&role=developer', label: t('overview.users.toDevelopers') }}
          />
          <StatCard
            label={t('overview.users.unverified')}
            value={count(users.unverifiedDevelopers)}
            icon={UserX}
            tone={users.unverifiedDevelopers > 0 ? 'amber' : 'slate'}
            hint={t('overview.users.unverifiedHint')}
          />
        </Group>
      </div>
    );
  }

  return (
    <section aria-labelledby="admin-overview-title">
      <SectionHeading
        id="admin-overview-title"
        title={t('overview.title')}
        description={t('overview.description')}
      />
      {body}
    </section>
  );
}
