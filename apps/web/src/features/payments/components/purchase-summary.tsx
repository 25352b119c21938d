import type { TCheckoutBuyer } from '@vitrina/shared/payments/payment.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/ui/fact';
import type { TCommissionBreakdown } from '../../../domain/commission-breakdown';
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

/** Wide screens open the summary at once; on a phone it starts folded so the payment shows. */
const WIDE_SCREEN = '(min-width: 640px)';
const startsOpen = () => typeof window !== 'undefined' && !!window.matchMedia?.(WIDE_SCREEN).matches;

/**
 * The modal's 'Resumen de la compra': what is bought, by whom, from whom, and where the money goes
 * (platform commission at the rate that applies, the developer's share). The heading line keeps the
 * product and the total in sight; the rest folds away (folded at first on a phone).
 */
export function PurchaseSummary({ project, buyer, figures, productName }: PurchaseSummaryProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'es';
  const [open, setOpen] = useState(startsOpen);
  return (
    <section
      aria-labelledby="purchase-summary-title"
      className="rounded-xl bg-slate-50 ring-1 ring-slate-200"
    >
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl p-4 hover:bg-slate-100/70 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-1.5">
              <span id="purchase-summary-title" className="text-sm font-semibold text-slate-900">
                {t('modal.summaryTitle')}
              </span>
              <ChevronDown
                className="size-4 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </span>
            <span className="block truncate text-xs text-slate-600 group-open:hidden" title={project.name}>
              {project.name}
            </span>
          </span>
          <span className="shrink-0 text-right">
            <span className="block text-xs font-medium text-slate-600">{t('modal.total')}</span>
            <span className="block text-lg font-bold text-slate-900">
              {formatUsd(figures.total)} <span className="text-xs font-semibold text-slate-600">USD</span>
            </span>
          </span>
        </summary>
        <div className="grid gap-4 px-4 pb-4 sm:grid-cols-2">
          <dl className="grid content-start gap-3">
            <Fact label={t('modal.product')} value={project.name} />
            <Fact label={t('modal.developer')} value={project.developerName || '—'} />
            <Fact label={t('modal.buyer')} value={`${buyer.firstName} ${buyer.lastName}`.trim()} />
            <Fact label={t('modal.email')} value={buyer.email} />
          </dl>
          <div className="self-start rounded-lg bg-white p-3 ring-1 ring-slate-200">
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
        </div>
      </details>
    </section>
  );
}
