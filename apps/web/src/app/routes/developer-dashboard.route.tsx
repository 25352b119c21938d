import ChartLine from 'lucide-react/icons/chart-line';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.developerDashboard.title')}
      description={t('screens.developerDashboard.text')}
      icon={<ChartLine className="size-8" aria-hidden="true" />}
    />
  );
}
