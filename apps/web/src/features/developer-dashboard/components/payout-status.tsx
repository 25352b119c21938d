import type { TDeveloperSale } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formatShortDate } from '../utils/dashboard-format';

const TONES: Record<TDeveloperSale['payoutStatus'], string> = {
  PAID: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  PROCESSING: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** Whether the developer's share of a sale was paid: the badge, and for a paid one when and the reference. */
export function PayoutStatus({ sale }: { sale: TDeveloperSale }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  // A refunded sale owes nothing (the ledger shows its refund); one paid before its refund is what
  // the developer owes back.
  if (sale.refunded) {
    return (
      <div className="min-w-0">
        <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset">
          {t('payouts.status.REFUNDED')}
        </span>
        {sale.payoutStatus === 'PAID' && (
          <p className="mt-1 text-xs text-slate-600">{t('payouts.refundedAfterPayout')}</p>
        )}
      </div>
    );
  }
  return (
    <div className="min-w-0">
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          TONES[sale.payoutStatus],
        )}
      >
        {t(`payouts.status.${sale.payoutStatus}`)}
      </span>
      {sale.payoutStatus === 'PAID' && (
        <p className="mt-1 text-xs text-slate-600">
          {sale.paidAt && t('payouts.paidOn', { date: formatShortDate(sale.paidAt, language) })}
          {sale.reference && (
            <span className="block truncate font-mono" title={sale.reference}>
              {t('payouts.reference', { reference: sale.reference })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
