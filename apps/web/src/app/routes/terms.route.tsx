import { PAYMENT_LIMITS } from '@vitrina/shared/payments/payment.schemas';
import Scale from 'lucide-react/icons/scale';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/ui/spinner';
import { appConfigQueryOptions, useAppConfig } from '../../lib/app-config';
import { formatRate } from '../../lib/money-format';
import { LegalPage } from '../layout/legal-page';
import { serverLoader } from '../page-data';

/** COMMISSION_RATE's default on the server, stated when the settings cannot be read. */
const DEFAULT_COMMISSION_RATE = 0.1;

/** Rendered on the server with the settings it states (the commission rate). */
export const loader = serverLoader(async ({ queryClient }) => {
  await queryClient.prefetchQuery(appConfigQueryOptions());
  return null;
});

/** /terms: 'Términos de uso', with the platform's commission rate as the server is configured. */
export function Component() {
  const { t } = useTranslation('legal');
  const config = useAppConfig();
  if (config.isPending) return <PageSpinner label={t('shared.loading')} />;
  const rate = formatRate(config.data?.commissionRate ?? DEFAULT_COMMISSION_RATE);
  return (
    <LegalPage
      page="terms"
      icon={<Scale className="size-4" aria-hidden="true" />}
      values={{ rate, days: PAYMENT_LIMITS.refundDays }}
    />
  );
}
