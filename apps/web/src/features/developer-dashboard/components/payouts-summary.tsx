import type { TDeveloperSales } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/money-format';
import { paidShare } from '../utils/payout-totals';

interface PayoutsSummaryProps {
  totals: TDeveloperSales['totals'];
  count: number;
}

function Row({ label, value, dot, total }: { label: string; value: number; dot?: string; total?: boolean }) {
  return (
    <div
      className={
        total
          ? 'flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2'
          : 'flex items-baseline justify-between gap-4'
      }
    >
      <dt className={total ? 'font-semibold text-slate-900' : 'flex items-center gap-1.5 text-slate-700'}>
        {dot && <span className={`size-2.5 rounded-full ${dot}`} aria-hidden="true" />}
        {label}
      </dt>
      <dd
        className={
          total
            ? 'text-lg font-bold text-slate-900 tabular-nums'
            : 'font-semibold text-slate-900 tabular-nums'
        }
      >
        {formatUsd(value)}
      </dd>
    </div>
  );
}

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5';

/**
 * The totals at the top, written as the two sums they are: the sales amount less commissions is
 * the net, and the net is what was paid plus what is pending.
 */
export function PayoutsSummary({ totals, count }: PayoutsSummaryProps) {
  const { t } = useTranslation('developer-dashboard');
  const share = paidShare(totals);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="payouts-summary-sales" className={card}>
        <h4 id="payouts-summary-sales" className="text-sm font-semibold text-slate-900">
          {t('payouts.summary.sales', { count })}
        </h4>
        <p className="text-xs text-slate-600">{t('payouts.summary.amountEquation')}</p>
        <dl className="mt-3 space-y-2 text-sm">
          <Row label={t('payouts.summary.amount')} value={totals.amount} />
          <Row label={`− ${t('payouts.summary.commission')}`} value={totals.commission} />
          <Row label={`= ${t('payouts.summary.net')}`} value={totals.net} total />
        </dl>
      </section>
      <section aria-labelledby="payouts-summary-paid" className={card}>
        <h4 id="payouts-summary-paid" className="text-sm font-semibold text-slate-900">
          {t('payouts.summary.payoutsTitle')}
        </h4>
        <p className="text-xs text-slate-600">{t('payouts.summary.netEquation')}</p>
        <dl className="mt-3 space-y-2 text-sm">
          <Row label={t('payouts.summary.paid')} value={totals.paid} dot="bg-emerald-500" />
          <Row label={t('payouts.summary.pending')} value={totals.pending} dot="bg-amber-400" />
          <Row label={`= ${t('payouts.summary.net')}`} value={totals.net} total />
        </dl>
        <div className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="bg-emerald-500" style={{ width: `${totals.net > 0 ? share : 0}%` }} />
          <div className="bg-amber-400" style={{ width: `${totals.net > 0 ? 100 - share : 0}%` }} />
        </div>
      </section>
    </div>
  );
}
