import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.store.title')}
      description={t('screens.store.text')}
      icon={<Store className="size-8" aria-hidden="true" />}
    />
  );
}
