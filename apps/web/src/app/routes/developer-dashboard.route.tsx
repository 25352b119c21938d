import ChartLine from 'lucide-react/icons/chart-line';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Plus from 'lucide-react/icons/plus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Wallet from 'lucide-react/icons/wallet';
import Webhook from 'lucide-react/icons/webhook';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { getDisplayName } from '../../features/auth/utils/user-display';
import { AnalyticsTab } from '../../features/developer-dashboard/components/analytics-tab';
import { AppsTab } from '../../features/developer-dashboard/components/apps-tab';
import { CodesTab } from '../../features/developer-dashboard/components/codes-tab';
import { GithubChecksNotice } from '../../features/developer-dashboard/components/github-checks-notice';
import { OverviewTab } from '../../features/developer-dashboard/components/overview-tab';
import { PayoutsTab } from '../../features/developer-dashboard/components/payouts-tab';
import { RefundsTab } from '../../features/developer-dashboard/components/refunds-tab';
import { SavedMessageBanner } from '../../features/developer-dashboard/components/saved-message-banner';
import { WebhooksTab } from '../../features/developer-dashboard/components/webhooks-tab';
import { useDashboardTab } from '../../features/developer-dashboard/hooks/use-dashboard-tab';
import { useSavedMessage } from '../../features/developer-dashboard/hooks/use-saved-message';
import type { TDashboardTab } from '../../features/developer-dashboard/utils/dashboard-address';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UserAvatar } from '../layout/user-avatar';

const TAB_IDS = 'developer-dashboard';

const PANELS: Record<TDashboardTab, ComponentType> = {
  overview: OverviewTab,
  apps: AppsTab,
  analytics: AnalyticsTab,
  payouts: PayoutsTab,
  refunds: RefundsTab,
  codes: CodesTab,
  webhooks: WebhooksTab,
};

/**
 * 'Panel de desarrollador' (developers only; the route is guarded): overview, apps, analytics,
 * payouts and refunds, one tab each, the tab kept in the address (?tab=apps).
 */
export function Component() {
  const { t } = useTranslation('developer-dashboard');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const [tab, selectTab] = useDashboardTab();
  const [savedMessage, dismissSavedMessage] = useSavedMessage();
  useDocumentTitle(t('title'));
  if (!user) return null;
  const name = getDisplayName(user) ?? tc('user.fallbackName');
  const Panel = PANELS[tab];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4 sm:gap-5">
          <UserAvatar name={name} size="lg" />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
            <p className="mt-1 wrap-anywhere text-slate-600">
              <span className="font-semibold text-slate-800">{t('greeting', { name })}</span> {t('subtitle')}
            </p>
          </div>
        </div>
        <ButtonLink
          to="/add-project"
          size="lg"
          className="shrink-0"
          icon={<Plus className="size-5" aria-hidden="true" />}
        >
          {t('publish')}
        </ButtonLink>
      </div>

      {savedMessage && <SavedMessageBanner message={savedMessage} onDismiss={dismissSavedMessage} />}
      <GithubChecksNotice />

      <div className="mt-10">
        {/* On a phone the tab icons are left out, so more of the five labels fit across. */}
        <Tabs
          idBase={TAB_IDS}
          label={t('tabsLabel')}
          value={tab}
          onChange={selectTab}
          tabs={[
            {
              id: 'overview',
              label: t('tabs.overview'),
              icon: <LayoutDashboard className="hidden size-4 sm:block" aria-hidden="true" />,
            },
            {
              id: 'apps',
              label: t('tabs.apps'),
              icon: <LayoutGrid className="hidden size-4 sm:block" aria-hidden="true" />,
            },
            {
              id: 'analytics',
              label: t('tabs.analytics'),
              icon: <ChartLine className="hidden size-4 sm:block" aria-hidden="true" />,
            },
            {
              id: 'payouts',
              label: t('tabs.payouts'),
              icon: <Wallet className="hidden size-4 sm:block" aria-hidden="true" />,
            },
            {
              id: 'refunds',
              label: t('tabs.refunds'),
              icon: <RotateCcw className="hidden size-4 sm:block" aria-hidden="true" />,
            },
            {
              id: 'codes',
              label: t('tabs.codes'),
              icon: <TicketPercent className="hidden size-4 sm:block" aria-hidden="true" />,
            },
            {
              id: 'webhooks',
              label: t('tabs.webhooks'),
              icon: <Webhook className="hidden size-4 sm:block" aria-hidden="true" />,
            },
          ]}
        />
        <TabPanel idBase={TAB_IDS} id={tab} className="pt-8">
          <Panel />
        </TabPanel>
      </div>
    </div>
  );
}
