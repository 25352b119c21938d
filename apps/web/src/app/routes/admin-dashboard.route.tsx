import FileChartColumn from 'lucide-react/icons/file-chart-column';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import HandCoins from 'lucide-react/icons/hand-coins';
import Inbox from 'lucide-react/icons/inbox';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { useAdminOverview } from '../../features/admin/api/get-admin-overview';
import { useAdminRefunds } from '../../features/admin/api/get-admin-refunds';
import { AdminHeaderStats } from '../../features/admin/components/admin-header-stats';
import { CustomRequestsTab } from '../../features/admin/components/custom-requests-tab';
import { GithubChecksSection } from '../../features/admin/components/github-checks-section';
import { OverviewTab } from '../../features/admin/components/overview-tab';
import { PaidPayoutsSection } from '../../features/admin/components/paid-payouts-section';
import { PaymentsTab } from '../../features/admin/components/payments-tab';
import { PendingBuildsSection } from '../../features/admin/components/pending-builds-section';
import { ProjectsTab } from '../../features/admin/components/projects-tab';
import { RefundsTab } from '../../features/admin/components/refunds-tab';
import { ReportsTab } from '../../features/admin/components/reports-tab';
import { RevisionsSection } from '../../features/admin/components/revisions-section';
import { UsersTab } from '../../features/admin/components/users-tab';
import { countAwaitingDecision } from '../../features/admin/utils/awaiting-decision';
import { useDocumentTitle } from '../../lib/use-document-title';

// The dashboard's tabs, in their order, with the custom app requests after the reports and the
// refunds beside the payments.
const TABS = ['projects', 'overview', 'users', 'reports', 'requests', 'refunds', 'payments'] as const;
type TAdminTab = (typeof TABS)[number];
const TAB_IDS = 'admin-dashboard';

const ICONS: Record<TAdminTab, ReactNode> = {
  projects: <FolderKanban className="size-4" aria-hidden="true" />,
  overview: <LayoutDashboard className="size-4" aria-hidden="true" />,
  users: <Users className="size-4" aria-hidden="true" />,
  reports: <FileChartColumn className="size-4" aria-hidden="true" />,
  requests: <Inbox className="size-4" aria-hidden="true" />,
  refunds: <RotateCcw className="size-4" aria-hidden="true" />,
  payments: <HandCoins className="size-4" aria-hidden="true" />,
};

/** The tab named in the address (?tab=users); the first one otherwise. */
function readTab(value: string | null): TAdminTab {
  return TABS.find((tab) => tab === value) ?? TABS[0];
}

function TabContent({ tab }: { tab: TAdminTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'users':
      return <UsersTab />;
    case 'reports':
      return <ReportsTab />;
    case 'requests':
      return <CustomRequestsTab />;
    case 'refunds':
      return <RefundsTab />;
    case 'payments':
      return (
        <div className="space-y-14">
          <PaymentsTab />
          <PaidPayoutsSection />
        </div>
      );
    default:
      return (
        <div className="space-y-14">
          <PendingBuildsSection />
          <RevisionsSection />
          <GithubChecksSection />
          <ProjectsTab />
        </div>
      );
  }
}

/** 'Panel de administración' (the route is guarded for admins): the header figures and seven tabs. */
export function Component() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const overview = useAdminOverview();
  // The refunds tab's first list (requests under way) also says how many wait for a decision.
  const refunds = useAdminRefunds('open');
  const refundsWaiting = refunds.data?.pages[0]?.waiting;
  useDocumentTitle(t('dashboard.title'));

  // What waits for the admin, next to the tab where it is done (hidden while unknown or nothing).
  const waiting = (value: number | undefined) => (value ? value : undefined);
  const toDecide = countAwaitingDecision(overview.data?.projects, overview.data?.pendingRevisions);
  const counts: Partial<Record<TAdminTab, number>> = {
    projects: waiting(toDecide),
    reports: waiting(overview.data?.pendingDeletionRequests),
    refunds: waiting(refundsWaiting),
    payments: waiting(overview.data?.sales.pendingPayoutCount),
  };
  const countLabels: Partial<Record<TAdminTab, string>> = {
    projects: t('dashboard.toDecide', { count: toDecide }),
    refunds: t('dashboard.toDecide', { count: refundsWaiting ?? 0 }),
  };

  const selectTab = (next: TAdminTab) => {
    // A tab starts without the previous tab's filters (a project search is not a user search).
    const params = new URLSearchParams();
    if (next !== TABS[0]) params.set('tab', next);
    // Switching tabs is not a new page: Back leaves the dashboard rather than stepping through tabs.
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex items-center gap-4">
        <span className="hidden size-12 shrink-0 sm:flex items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/20">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
          <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>
        </div>
      </div>

      <div className="mt-8">
        <AdminHeaderStats />
      </div>

      <div className="mt-10">
        <Tabs
          idBase={TAB_IDS}
          label={t('dashboard.tabsLabel')}
          value={tab}
          onChange={selectTab}
          tabs={TABS.map((id) => ({
            id,
            label: t(`dashboard.tabs.${id}`),
            icon: ICONS[id],
            count: counts[id],
            countLabel: countLabels[id],
          }))}
        />
        <TabPanel idBase={TAB_IDS} id={tab} className="pt-8">
          <TabContent tab={tab} />
        </TabPanel>
      </div>
    </div>
  );
}
