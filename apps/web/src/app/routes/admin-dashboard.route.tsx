import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.adminDashboard.title')}
      description={t('screens.adminDashboard.text')}
      icon={<ShieldCheck className="size-8" aria-hidden="true" />}
    />
  );
}
