import HandCoins from 'lucide-react/icons/hand-coins';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '../../components/ui/tabs';
import { PaymentsTab } from '../../features/admin/components/payments-tab';
import { useDocumentTitle } from '../../lib/use-document-title';

// The spec's tabs are projects, overview, users, reports and payments; the others join this list
// (and the panel switch below) as they are built.
const TABS = ['payments'] as const;
type TAdminTab = (typeof TABS)[number];
const TAB_IDS = 'admin-dashboard';

/** The tab named in the address (?tab=payments); the first one otherwise. */
function readTab(value: string | null): TAdminTab {
  return TABS.find((tab) => tab === value) ?? TABS[0];
}

/** 'Panel de administración' (the route is guarded for admins). */
export function Component() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  useDocumentTitle(t('dashboard.title'));

  const selectTab = (next: TAdminTab) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === TABS[0]) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
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

      <div className="mt-10">
        <Tabs
          idBase={TAB_IDS}
          label={t('dashboard.tabsLabel')}
          value={tab}
          onChange={selectTab}
          tabs={[
            {
              id: 'payments',
              label: t('dashboard.tabs.payments'),
              icon: <HandCoins className="size-4" aria-hidden="true" />,
            },
          ]}
        />
        <TabPanel idBase={TAB_IDS} id={tab} className="pt-8">
          <PaymentsTab />
        </TabPanel>
      </div>
    </div>
  );
}
