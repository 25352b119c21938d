import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The sidebar box that holds the favourite toggle (the engagement feature supplies it). */
export function ProjectFavoriteSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5"
    >
      <h2 id={titleId} className="mb-3 text-base font-bold text-slate-900">
        {t('detail.favorite.title')}
      </h2>
      {children}
    </section>
  );
}
