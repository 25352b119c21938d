import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import Eye from 'lucide-react/icons/eye';
import Hourglass from 'lucide-react/icons/hourglass';
import Plus from 'lucide-react/icons/plus';
import Rocket from 'lucide-react/icons/rocket';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { useDeveloperOverview } from '../api/get-developer-overview';
import { AppsStatusCard } from './apps-status-card';
import { CommissionCard } from './commission-card';
import { KpiTile } from './kpi-tile';
import { MoneyFlowCard } from './money-flow-card';
import { TabError } from './tab-error';

/** 'Resumen': earnings, payouts, sales and views, the commission that applies and the apps by status. */
export function OverviewTab() {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const overview = useDeveloperOverview();

  if (overview.isPending) return <PageSpinner label={t('overview.loading')} />;
  if (overview.isError) {
    return (
      <TabError
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }

  const data = overview.data;
  const commission = <CommissionCard rate={data.commissionRate} isInternal={data.isInternal} />;

  if (data.apps.total === 0) {
    return (
      <div>
        <h2 className="sr-only">{t('overview.heading')}</h2>
        <EmptyState
          as="h3"
          icon={<Rocket className="size-8" aria-hidden="true" />}
          title={t('overview.empty.title')}
          actions={
            <ButtonLink to="/add-project" icon={<Plus className="size-4" aria-hidden="true" />}>
              {t('publish')}
            </ButtonLink>
          }
        >
          <p>{t('overview.empty.text')}</p>
        </EmptyState>
        <div className="mx-auto max-w-md">{commission}</div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t('overview.heading')}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <KpiTile
          tone="emerald"
          icon={<CircleDollarSign className="size-5" aria-hidden="true" />}
          label={t('overview.kpi.net')}
          value={formatUsd(data.sales.net)}
          hint={t('overview.kpi.netHint')}
        />
        <KpiTile
          tone="amber"
          icon={<Hourglass className="size-5" aria-hidden="true" />}
          label={t('overview.kpi.pending')}
          value={formatUsd(data.payouts.pending)}
          hint={data.payouts.pending > 0 ? t('overview.kpi.pendingHint') : t('overview.kpi.pendingNone')}
        />
        <KpiTile
          tone="indigo"
          icon={<ShoppingCart className="size-5" aria-hidden="true" />}
          label={t('overview.kpi.sales')}
          value={formatCount(data.sales.count, language)}
          hint={t('overview.kpi.salesHint', { revenue: formatUsd(data.sales.revenue) })}
        />
        <KpiTile
          tone="sky"
          icon={<Eye className="size-5" aria-hidden="true" />}
          label={t('overview.kpi.views')}
          value={formatCount(data.views, language)}
          hint={t('overview.kpi.viewsHint')}
        />
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MoneyFlowCard overview={data} />
        </div>
        {commission}
      </div>
      <AppsStatusCard apps={data.apps} />
    </div>
  );
}
