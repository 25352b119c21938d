import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ProjectFormHeaderProps {
  title: string;
  subtitle: ReactNode;
  /** Beside the title on wide screens, under it on a phone (a link to the app's versions). */
  aside?: ReactNode;
}

/** The screen's one h1, with a way back to the developer dashboard. */
export function ProjectFormHeader({ title, subtitle, aside }: ProjectFormHeaderProps) {
  const { t } = useTranslation('project-form');
  return (
    <header>
      <Link
        to="/developer-dashboard"
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backToDashboard')}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-2 max-w-3xl text-pretty text-slate-600">{subtitle}</div>
        </div>
        {aside && <div className="flex shrink-0 flex-wrap gap-2">{aside}</div>}
      </div>
    </header>
  );
}

/** The width and padding of both project form screens. */
export function ProjectFormPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-4 sm:px-6 sm:pt-10 lg:px-8">{children}</div>;
}
