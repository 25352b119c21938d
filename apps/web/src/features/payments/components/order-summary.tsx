import type { TPriceQuote } from '@vitrina/shared/payments/discount.schemas';
import { PAYMENT_LIMITS } from '@vitrina/shared/payments/payment.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppImage } from '../../../components/ui/app-image';
import { Card } from '../../../components/ui/card';
import type { TCommissionBreakdown } from '../../../domain/commission-breakdown';
import { LEGAL_PATHS } from '../../../lib/legal-pages';
import { formatUsd } from '../../../lib/money-format';
import { NewTabLink } from './new-tab-link';

interface OrderSummaryProps {
  project: Pick<TProject, 'name' | 'developerName' | 'mainImage'>;
  figures: TCommissionBreakdown;
  /** The list price, and the code applied with what it takes off (the figures are after it). */
  listPrice: number;
  discount: TPriceQuote['discount'];
  /** Shown under the summary: the discount code's form. */
  children?: ReactNode;
}

/** 'Resumen del pedido': the app, subtotal, taxes $0.00 and the total in USD, and the guarantee. */
export function OrderSummary({ project, figures, listPrice, discount, children }: OrderSummaryProps) {
  const { t } = useTranslation('payments');
  return (
    <div className="space-y-4">
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
            {t('checkout.summary.title')}
          </h2>
          <div className="mt-4 flex items-center gap-4">
            <AppImage
              src={project.mainImage}
              alt={t('checkout.summary.imageAlt', { name: project.name })}
              width={96}
              height={64}
              priority
              className="w-24 shrink-0 rounded-xl border border-slate-100"
            />
            <div className="min-w-0">
              <p title={project.name} className="line-clamp-2 font-semibold wrap-anywhere text-slate-900">
                {project.name}
              </p>
              {project.developerName && (
                <p className="truncate text-sm text-slate-600" title={project.developerName}>
                  {t('checkout.summary.by', { name: project.developerName })}
                </p>
              )}
            </div>
          </div>
          <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('checkout.summary.subtotal')}</dt>
              <dd className="font-medium text-slate-900">
                {formatUsd(discount ? listPrice : figures.subtotal)}
              </dd>
            </div>
            {discount && (
              <div className="flex justify-between gap-4">
                <dt className="min-w-0 text-slate-600">
                  {t('checkout.summary.discount', { code: discount.code })}
                </dt>
                <dd className="font-medium text-emerald-700">−{formatUsd(discount.amount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('checkout.summary.taxes')}</dt>
              <dd className="font-medium text-slate-900">{formatUsd(figures.taxes)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
              <dt className="text-base font-semibold text-slate-900">{t('checkout.summary.total')}</dt>
              <dd className="text-2xl font-bold tracking-tight text-slate-900">
                {formatUsd(figures.total)}{' '}
                <span className="text-sm font-semibold text-slate-600">{t('checkout.summary.currency')}</span>
              </dd>
            </div>
          </dl>
        </section>
      </Card>
      {children}
      <div className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">
            {t('checkout.guarantee.title', { days: PAYMENT_LIMITS.refundDays })}
          </p>
          <p className="mt-0.5 text-emerald-800">
            {t('checkout.guarantee.text', { days: PAYMENT_LIMITS.refundDays })}
          </p>
          <p className="mt-1.5">
            <NewTabLink href={LEGAL_PATHS.refunds} className="text-emerald-900 hover:text-emerald-950">
              {t('checkout.guarantee.policy')}
            </NewTabLink>
          </p>
        </div>
      </div>
    </div>
  );
}
