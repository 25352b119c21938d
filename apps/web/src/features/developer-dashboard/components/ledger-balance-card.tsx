import type { TDeveloperLedger } from '@vitrina/shared/payments/ledger.schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatBalanceUsd, formatSignedUsd, formatUsd } from '../../../lib/money-format';
import { balanceStanding } from '../utils/ledger-display';

const STANDING_TONES = {
  credit: 'border-emerald-200 bg-emerald-50/60',
  owed: 'border-amber-300 bg-amber-50',
  settled: 'border-slate-200 bg-white',
} as const;

function Total({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        total && 'border-t border-slate-200 pt-2 font-semibold text-slate-900',
      )}
    >
      <dt className={total ? undefined : 'text-slate-700'}>{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The developer's balance: what the next payout will pay, or, when a refund came after a payout,
 * what they owe and how it is recovered; beside it, the sums that make it.
 */
export function LedgerBalanceCard({ ledger }: { ledger: TDeveloperLedger }) {
  const { t } = useTranslation('developer-dashboard');
  const standing = balanceStanding(ledger);
  const figure = standing === 'owed' ? formatBalanceUsd(-Math.abs(ledger.owed)) : formatUsd(ledger.payable);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="ledger-balance-title"
        className={cn('rounded-2xl border p-4 shadow-sm shadow-slate-900/5 sm:p-5', STANDING_TONES[standing])}
      >
        <h4 id="ledger-balance-title" className="text-sm font-semibold text-slate-900">
          {t(`payouts.ledger.balance.${standing}.title`)}
        </h4>
        <p
          className={cn(
            'mt-1 text-3xl font-bold tracking-tight tabular-nums',
            standing === 'owed' ? 'text-amber-900' : 'text-slate-900',
          )}
        >
          {figure}
        </p>
        <p className="mt-2 text-sm text-slate-700">{t(`payouts.ledger.balance.${standing}.text`)}</p>
      </section>
      <section
        aria-labelledby="ledger-totals-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
      >
        <h4 id="ledger-totals-title" className="text-sm font-semibold text-slate-900">
          {t('payouts.ledger.totals.title')}
        </h4>
        <p className="text-xs text-slate-600">{t('payouts.ledger.totals.equation')}</p>
        <dl className="mt-3 space-y-2 text-sm">
          <Total
            label={t('payouts.ledger.totals.sales')}
            value={formatSignedUsd(Math.abs(ledger.totals.sales))}
          />
          <Total
            label={t('payouts.ledger.totals.refunds')}
            value={formatSignedUsd(-Math.abs(ledger.totals.refunds))}
          />
          <Total
            label={t('payouts.ledger.totals.payouts')}
            value={formatSignedUsd(-Math.abs(ledger.totals.payouts))}
          />
          <Total
            label={`= ${t('payouts.ledger.totals.balance')}`}
            value={formatBalanceUsd(ledger.balance)}
            total
          />
        </dl>
      </section>
    </div>
  );
}
