import Receipt from 'lucide-react/icons/receipt';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

/** Placeholder until this screen ships; the route, its guard and its title are final. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.paymentResult.title')}
      description={t('screens.paymentResult.text')}
      icon={<Receipt className="size-8" aria-hidden="true" />}
      action={{ to: '/store', label: t('actions.backToStore') }}
    />
  );
}
