import { usePrefetchQuery } from '@tanstack/react-query';
import type { TPriceQuote } from '@vitrina/shared/payments/discount.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { commissionBreakdown } from '../../../domain/commission-breakdown';
import { appConfigQueryOptions } from '../../../lib/app-config';
import type { TSessionUser } from '../../../lib/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkoutPrice, initialAmount } from '../utils/checkout-price';
import { CheckoutForm } from './checkout-form';
import { DiscountCodeForm } from './discount-code-form';
import { OrderSummary } from './order-summary';
import { PayWhatYouWantField } from './pay-what-you-want-field';

interface CheckoutViewProps {
  project: TProject;
  user: TSessionUser;
}

/**
 * 'Finalizar compra' for an app on sale: the order summary beside the buyer form. A code in the
 * address (a public sale's, from the app's page) is applied at once; a pay-what-you-want app asks
 * for the amount, starting at the suggested price.
 */
export function CheckoutView({ project, user }: CheckoutViewProps) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('checkout.title'));
  // The payment modal needs the provider settings: ask now so it opens ready.
  usePrefetchQuery(appConfigQueryOptions());
  const [params] = useSearchParams();
  const initialCode = params.get('code') ?? project.sale?.code ?? undefined;
  // A discount code the server priced: the order, the summary and the modal are on its price.
  const [applied, setApplied] = useState<TPriceQuote | null>(null);
  const [amountText, setAmountText] = useState(() => initialAmount(project));
  const priced = checkoutPrice(project, applied, amountText);
  const figures = useMemo(
    () => commissionBreakdown(priced.price, project.customCommissionRate, project.developerIsInternal),
    [priced.price, project.customCommissionRate, project.developerIsInternal],
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        to={`/app/${encodeURIComponent(project.slug || project.id)}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-slate-700 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('checkout.backToApp')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('checkout.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('checkout.subtitle')}</p>

      {/* The summary comes first when read (what is being bought) and sits on the right on wide screens. */}
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            project={project}
            figures={figures}
            discount={priced.discount}
            listPrice={priced.listPrice}
          >
            {project.payWhatYouWant && (
              <PayWhatYouWantField
                value={amountText}
                onChange={setAmountText}
                minimum={priced.minimum}
                suggested={project.suggestedPrice}
                problem={priced.problem}
              />
            )}
            <DiscountCodeForm
              projectId={project.id}
              applied={applied}
              onApplied={setApplied}
              initialCode={initialCode}
              payWhatYouWant={project.payWhatYouWant}
            />
          </OrderSummary>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <CheckoutForm project={project} user={user} applied={applied} priced={priced} />
        </div>
      </div>
    </div>
  );
}
