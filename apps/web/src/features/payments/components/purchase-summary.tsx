import type { TCheckoutBuyer } from '@vitrina/shared/payments/payment.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { useTranslation } from 'react-i18next';
import type { TCommissionBreakdown } from '../../../lib/commission-breakdown';
import { formatRate, formatUsd } from '../../../lib/money-format';

interface PurchaseSummaryProps {
  project: Pick<TProject, 'name' | 'developerName'>;
  buyer: Pick<TCheckoutBuyer, 'firstName' | 'lastName' | 'email'>;
  figures: TCommissionBreakdown;
  /** The product's name for the 'official app' line (from /api/config). */
  productName: string;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="shrink-0 text-right text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="truncate text-sm font-semibold text-slate-900" title={value}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The modal's 'Resumen de la compra': what is bought, by whom, from whom, and where the money goes
 * (platform commission at the rate that applies, the developer's share), then the total.
 */
export function PurchaseSummary({ project, buyer, figures, productName }: PurchaseSummaryProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'es';
  return (
    <section
      aria-labelledby="purchase-summary-title"
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="purchase-summary-title" className="text-sm font-semibold text-slate-900">
        {t('modal.summaryTitle')}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <dl className="grid content-start gap-3">
          <Fact label={t('modal.product')} value={project.name} />
          <Fact label={t('modal.developer')} value={project.developerName || '—'} />
          <Fact label={t('modal.buyer')} value={`${buyer.firstName} ${buyer.lastName}`.trim()} />
          <Fact label={t('modal.email')} value={buyer.email} />
        </dl>
        <div className="flex flex-col gap-3">
          <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('modal.breakdownTitle')}
            </h4>
            {figures.isInternal ? (
              <p className="mt-2 flex items-start gap-2 text-sm font-medium text-emerald-800">
                <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('modal.internal', { product: productName })}
              </p>
            ) : (
              <dl className="mt-1">
                <Row
                  label={t('modal.platformCommission', { rate: formatRate(figures.rate, language) })}
                  value={formatUsd(figures.commission)}
                />
                <Row label={t('modal.developerReceives')} value={formatUsd(figures.developerNet)} />
              </dl>
            )}
          </div>
          <dl className="flex items-baseline justify-between gap-4 px-1">
            <dt className="text-base font-semibold text-slate-900">{t('modal.total')}</dt>
            <dd className="text-xl font-bold text-slate-900">
              {formatUsd(figures.total)} <span className="text-sm font-semibold text-slate-600">USD</span>
            </dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
