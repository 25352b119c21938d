import type { TDeveloperOverview } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatUsd } from '../../../lib/money-format';
import { formatPercent } from '../utils/dashboard-format';
import { paidShare } from '../utils/payout-totals';

/** Revenue − commission = net, and how much of the net is already paid: the overview's money story. */
export function MoneyFlowCard({ overview }: { overview: TDeveloperOverview }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const { sales, payouts } = overview;
  const share = paidShare(payouts);
  const hasSales = sales.count > 0;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{t('overview.money.title')}</h3>
        <Link
          to="?tab=payouts"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {t('overview.money.toPayouts')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {!hasSales && <p className="mt-2 text-sm text-slate-600">{t('overview.money.nothingYet')}</p>}
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">{t('overview.money.revenue')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(sales.revenue)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-700">− {t('overview.money.commission')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(sales.commission)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
          <dt className="font-semibold text-slate-900">= {t('overview.money.net')}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatUsd(sales.net)}</dd>
        </div>
      </dl>
      <div className="mt-5">
        <div className="flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="bg-emerald-500" style={{ width: `${hasSales ? share : 0}%` }} />
          <div className="bg-amber-400" style={{ width: `${hasSales ? 100 - share : 0}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="flex items-center gap-1.5 text-slate-700">
              <span className="size-2.5 rounded-full bg-emerald-500" aria-hidden="true" />
              {t('overview.money.paid')}
            </dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatUsd(payouts.paid)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-slate-700">
              <span className="size-2.5 rounded-full bg-amber-400" aria-hidden="true" />
              {t('overview.money.pending')}
            </dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{formatUsd(payouts.pending)}</dd>
          </div>
        </dl>
        {hasSales && (
          <p className="mt-2 text-xs text-slate-600">
            {t('overview.money.paidShare', { percent: formatPercent(share, language) })}
          </p>
        )}
      </div>
    </Card>
  );
}
