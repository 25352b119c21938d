import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.requestApp.title')}
      description={t('screens.requestApp.text')}
      icon={<Send className="size-8" aria-hidden="true" />}
    />
  );
}
