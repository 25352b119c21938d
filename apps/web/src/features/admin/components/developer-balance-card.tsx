import type { TDeveloperBalance } from '@vitrina/shared/payments/ledger.schemas';
import Send from 'lucide-react/icons/send';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formatBalanceUsd, formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { formatDay } from '../utils/admin-format';
import { balanceActions, type TPayBlocker } from '../utils/refund-values';

interface DeveloperBalanceCardProps {
  developer: TDeveloperBalance;
  onPay: (developer: TDeveloperBalance) => void;
}

function Figure({
  label,
  value,
  strong,
  mono,
}: {
  label: string;
  value: string;
  strong?: boolean;
  mono?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={cn(
          // Figures wrap on a phone; a merchant id (one long word) breaks anywhere.
          'wrap-anywhere',
          strong ? 'text-base font-bold text-slate-900' : 'text-sm font-semibold text-slate-900',
          mono && 'font-mono text-sm font-normal text-slate-800',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function Warning({ id, children }: { id: string; children: string }) {
  return (
    <p
      id={id}
      className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      {children}
    </p>
  );
}

const BLOCKER_TEXT: Record<TPayBlocker, (developer: TDeveloperBalance) => string> = {
  merchant: () => 'payments.merchantMissingHint',
  github: (developer) =>
    developer.githubCheck === 'FAILED' ? 'payments.githubFailedHint' : 'payments.githubPendingHint',
  inProgress: () => 'payments.inProgressHint',
};

/**
 * One developer's balance: who, where they are paid, their balance and unpaid sales, and
 * 'Pagar {monto}' when they are owed money; a developer who owes shows the debt and no button.
 */
export function DeveloperBalanceCard({ developer, onPay }: DeveloperBalanceCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const actions = balanceActions(developer);
  const toPay = formatUsd(developer.payable);
  const warningId = (blocker: TPayBlocker) => `balance-${blocker}-${developer.developerId}`;
  const blocked = actions.blockers.length > 0;

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="min-w-0 lg:w-60 lg:shrink-0">
          <h3
            className="line-clamp-2 text-base font-semibold wrap-anywhere text-slate-900"
            title={developer.developerName}
          >
            {developer.developerName}
          </h3>
          <p className="truncate text-sm text-slate-600" title={developer.developerEmail}>
            {developer.developerEmail}
          </p>
          {actions.owes && (
            <span className="mt-2 inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
              {t('payments.owes', { amount: formatUsd(Math.abs(developer.balance)) })}
            </span>
          )}
          {developer.payoutInProgress && (
            <span className="mt-2 inline-flex rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
              {t('payments.processing')}
            </span>
          )}
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Figure label={t('payments.balance')} value={formatBalanceUsd(developer.balance)} />
          <Figure label={t('payments.toPay')} value={toPay} strong />
          <Figure
            label={t('payments.unpaidSales')}
            value={t('payments.unpaidSalesValue', {
              count: developer.unpaidSales,
              sales: formatCount(developer.unpaidSales, language),
              net: formatUsd(developer.unpaidNet),
            })}
          />
          <Figure
            label={t('payments.merchantId')}
            value={developer.paypalMerchantId ?? t('payments.merchantMissing')}
            mono={Boolean(developer.paypalMerchantId)}
          />
        </dl>
        {actions.payable && (
          <Button
            onClick={() => onPay(developer)}
            disabled={blocked}
            aria-label={t('payments.payLabel', { amount: toPay, developer: developer.developerName })}
            aria-describedby={blocked ? actions.blockers.map(warningId).join(' ') : undefined}
            icon={<Send className="size-4" aria-hidden="true" />}
            className="lg:shrink-0"
          >
            {t('payments.pay', { amount: toPay })}
          </Button>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {developer.lastPaidAt
          ? t('payments.lastPaid', { date: formatDay(developer.lastPaidAt, language) })
          : t('payments.neverPaid')}
      </p>
      {actions.owes && (
        <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
          {t('payments.owesText', { amount: formatUsd(Math.abs(developer.balance)) })}
        </p>
      )}
      {actions.payable &&
        actions.blockers.map((blocker) => (
          <Warning key={blocker} id={warningId(blocker)}>
            {t(BLOCKER_TEXT[blocker](developer))}
          </Warning>
        ))}
    </li>
  );
}
