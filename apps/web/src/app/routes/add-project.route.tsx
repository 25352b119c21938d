import Upload from 'lucide-react/icons/upload';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.addProject.title')}
      description={t('screens.addProject.text')}
      icon={<Upload className="size-8" aria-hidden="true" />}
      action={{ to: '/developer-dashboard', label: t('actions.toDeveloperDashboard') }}
    />
  );
}
