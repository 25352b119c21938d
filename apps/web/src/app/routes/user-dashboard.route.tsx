import Heart from 'lucide-react/icons/heart';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { getDisplayName } from '../../features/auth/utils/user-display';
import type { TPurchasedOrder } from '../../features/engagement/api/get-purchased-projects';
import { FavoritesTab } from '../../features/engagement/components/favorites-tab';
import { PurchasedAppsTab } from '../../features/engagement/components/purchased-apps-tab';
import { AppUpdatesSwitch } from '../../features/notices/components/app-updates-switch';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UserAvatar } from '../layout/user-avatar';

const TABS = ['purchased', 'favorites'] as const;
type TDashboardTab = (typeof TABS)[number];
const TAB_IDS = 'user-dashboard';

/** On each app the person has: whether its news also comes by e-mail. */
const updatesSwitch = (order: TPurchasedOrder) =>
  order.status === 'completed' ? (
    <AppUpdatesSwitch projectId={order.projectId} name={order.projectName || order.projectId} />
  ) : null;

/** The tab named in the address (?tab=favorites); the purchases otherwise. */
function readTab(value: string | null): TDashboardTab {
  return TABS.find((tab) => tab === value) ?? 'purchased';
}

/** 'Mi panel': the person's purchased apps and favourites, one tab each (the route is guarded). */
export function Component() {
  const { t } = useTranslation('engagement');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  useDocumentTitle(t('dashboard.title'));
  if (!user) return null;
  const name = getDisplayName(user) ?? tc('user.fallbackName');

  const selectTab = (next: TDashboardTab) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'purchased') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      // Switching tabs is not a new page: Back leaves the dashboard rather than stepping through tabs.
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex items-center gap-4 sm:gap-5">
        <UserAvatar name={name} size="lg" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
          <p className="mt-1 wrap-anywhere text-slate-600">
            <span className="font-semibold text-slate-800">{t('dashboard.greeting', { name })}</span>{' '}
            {t('dashboard.subtitle')}
          </p>
        </div>
      </div>

      <div className="mt-10">
        <Tabs
          idBase={TAB_IDS}
          label={t('dashboard.tabsLabel')}
          value={tab}
          onChange={selectTab}
          tabs={[
            {
              id: 'purchased',
              label: t('dashboard.tabs.purchased'),
              icon: <ShoppingBag className="size-4" aria-hidden="true" />,
            },
            {
              id: 'favorites',
              label: t('dashboard.tabs.favorites'),
              icon: <Heart className="size-4" aria-hidden="true" />,
            },
          ]}
        />
        <TabPanel idBase={TAB_IDS} id={tab} className="pt-8">
          {tab === 'favorites' ? <FavoritesTab /> : <PurchasedAppsTab orderExtra={updatesSwitch} />}
        </TabPanel>
      </div>
    </div>
  );
}
