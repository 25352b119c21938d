import ArrowLeft from 'lucide-react/icons/arrow-left';
import Hammer from 'lucide-react/icons/hammer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ButtonLink } from './button';

interface ComingSoonProps {
  /** The screen's real title (its h1). */
  title: string;
  /** One line on what the screen will offer. */
  description: string;
  icon?: ReactNode;
  /** A way onwards; the home page by default. */
  action?: { to: string; label: string };
}

/** The honest placeholder of a screen that a later release fills in. */
export function ComingSoon({ title, description, icon, action }: ComingSoonProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm sm:px-12">
        <div
          className="pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-gradient-to-br from-indigo-200/60 to-violet-200/60 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex max-w-xl flex-col items-center">
          <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/30">
            {icon ?? <Hammer className="size-8" aria-hidden="true" />}
          </div>
          <p className="mb-3 inline-flex items-center rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-indigo-700 ring-1 ring-indigo-200">
            {t('comingSoon.badge')}
          </p>
          <h1 className="text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 text-pretty text-base leading-relaxed text-slate-600 sm:text-lg">
            {description}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink
              to={action?.to ?? '/'}
              variant="secondary"
              icon={<ArrowLeft className="size-4" aria-hidden="true" />}
            >
              {action?.label ?? t('actions.backHome')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
