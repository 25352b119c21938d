import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

/** The rating panel while a signed-in person's rating (or its code) loads. */
export function RatingPanelLoading() {
  const { t } = useTranslation('engagement');
  return (
    <div className="flex items-center gap-3" aria-busy="true">
      <span className="h-11 w-56 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      <Spinner size="sm" label={t('rating.loading')} className="text-indigo-600" />
    </div>
  );
}
