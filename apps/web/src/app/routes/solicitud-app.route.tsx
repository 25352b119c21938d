import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from 'react-i18next';
import { CustomRequestForm } from '../../features/custom-request/components/custom-request-form';
import { NextSteps } from '../../features/custom-request/components/next-steps';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /solicitud-app, open to everyone: what happens after a request, and the request form (name and
 * email locked to the account when signed in).
 */
export function Component() {
  const { t } = useTranslation('custom-request');
  useDocumentTitle(t('page.documentTitle'));
  return (
    <div className="bg-gradient-to-b from-indigo-50/70 via-white to-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold tracking-wider text-indigo-700 uppercase ring-1 ring-indigo-200">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('page.eyebrow')}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t('page.title')}
          </h1>
          <p className="mt-3 text-base leading-relaxed text-pretty text-slate-600 sm:text-lg">
            {t('page.subtitle')}
          </p>
        </div>

        {/* What happens next is read first; on wide screens it sits beside the form. */}
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <NextSteps />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <CustomRequestForm />
          </div>
        </div>
      </div>
    </div>
  );
}
