import type { TPendingPayment } from '@vitrina/shared/payments/payment.schemas';
import Send from 'lucide-react/icons/send';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/money-format';
import { formatSaleDate } from '../utils/admin-format';

interface PendingPaymentCardProps {
  payment: TPendingPayment;
  onPay: (payment: TPendingPayment) => void;
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
        className={
          strong
            ? 'truncate text-base font-bold text-slate-900'
            : mono
              ? 'truncate font-mono text-sm text-slate-800'
              : 'truncate text-sm font-semibold text-slate-900'
        }
        title={value}
      >
        {value}
      </dd>
    </div>
  );
}

/** One sale owed to its developer: project, developer, date, the figures and 'Pagar'. */
export function PendingPaymentCard({ payment, onPay }: PendingPaymentCardProps) {
  const { t, i18n } = useTranslation('admin');
  const missingMerchant = !payment.paypalMerchantId;
  // The developer's GitHub profile is not checked yet (or failed): the server refuses the payout.
  const githubHeld = Boolean(payment.githubCheck);
  const blocked = missingMerchant || githubHeld;
  const toPay = formatUsd(payment.valorAPagar);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="min-w-0 lg:w-64 lg:shrink-0">
          <h3
            title={payment.projectName}
            className="line-clamp-2 text-base font-semibold wrap-anywhere text-slate-900"
          >
            <Link
              to={`/app/${encodeURIComponent(payment.projectId)}`}
              className="hover:text-indigo-700 hover:underline"
            >
              {payment.projectName}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-600" title={payment.developerName}>
            {payment.developerName}
          </p>
          <p className="text-xs text-slate-600">
            {t('payments.saleDate')}: {formatSaleDate(payment.createdAt, i18n.resolvedLanguage ?? 'es')}
          </p>
          {payment.payoutStatus === 'PROCESSING' && (
            <span className="mt-2 inline-flex rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
              {t('payments.processing')}
            </span>
          )}
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Figure label={t('payments.amount')} value={formatUsd(payment.monto)} />
          <Figure label={t('payments.commission')} value={formatUsd(payment.comision)} />
          <Figure label={t('payments.toPay')} value={toPay} strong />
          <Figure
            label={t('payments.merchantId')}
            value={payment.paypalMerchantId ?? t('payments.merchantMissing')}
            mono={!missingMerchant}
          />
        </dl>
        <Button
          onClick={() => onPay(payment)}
          disabled={blocked}
          aria-label={t('payments.payLabel', {
            amount: toPay,
            developer: payment.developerName,
            project: payment.projectName,
          })}
          aria-describedby={
            blocked
              ? [
                  missingMerchant && `merchant-missing-${payment.saleId}`,
                  githubHeld && `github-held-${payment.saleId}`,
                ]
                  .filter(Boolean)
                  .join(' ')
              : undefined
          }
          icon={<Send className="size-4" aria-hidden="true" />}
          className="lg:shrink-0"
        >
          {t('payments.pay')}
        </Button>
      </div>
      {missingMerchant && (
        <p
          id={`merchant-missing-${payment.saleId}`}
          className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {t('payments.merchantMissingHint')}
        </p>
      )}
      {githubHeld && (
        <p
          id={`github-held-${payment.saleId}`}
          className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {t(payment.githubCheck === 'FAILED' ? 'payments.githubFailedHint' : 'payments.githubPendingHint')}
        </p>
      )}
    </li>
  );
}
