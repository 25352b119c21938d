import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPath } from '../utils/app-path';

/** A card's 'Ver Detalles' link; it stretches over the whole card, so a tap anywhere opens the app. */
export function CardDetailsLink({ project }: { project: { id: string; slug?: string; name: string } }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mt-auto pt-5">
      <Link
        to={appPath(project)}
        aria-label={t('card.detailsLabel', { name: project.name })}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-slate-900 px-4 text-sm font-semibold text-white transition-colors after:absolute after:inset-0 after:content-[''] group-hover:bg-indigo-600 focus-visible:outline-none"
      >
        {t('card.details')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </div>
  );
}
