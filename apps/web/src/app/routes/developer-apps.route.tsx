import LayoutGrid from 'lucide-react/icons/layout-grid';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.developerApps.title')}
      description={t('screens.developerApps.text')}
      icon={<LayoutGrid className="size-8" aria-hidden="true" />}
      action={{ to: '/store', label: t('actions.backToStore') }}
    />
  );
}
