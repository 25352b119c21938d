// This module is loaded only when the PayPal provider is configured and the payment modal opens,
// so the sandbox and every other screen never download PayPal's React bindings.
import {
  PayPalButtons,
  PayPalScriptProvider,
  type ReactPayPalScriptOptions,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import type { TPaymentFlow } from '../hooks/use-payment-flow';

interface PayPalPaymentPanelProps {
  /** PayPal's public client id from /api/config; null means the server is not set up. */
  clientId: string | null;
  projectId: string;
  flow: TPaymentFlow;
}

/** PayPal's buttons once its script has loaded; a message while it loads or if it fails. */
function Buttons({ projectId, flow }: Omit<PayPalPaymentPanelProps, 'clientId'>) {
  const { t } = useTranslation('payments');
  const [{ isInitial, isPending, isRejected }] = usePayPalScriptReducer();

  if (isRejected) return <Alert>{t('errors.loadFailed')}</Alert>;
  if (isInitial || isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
        <Spinner size="sm" className="text-indigo-600" label={t('modal.paypalLoading')} />
        <span aria-hidden="true">{t('modal.paypalLoading')}</span>
      </div>
    );
  }
  return (
    <PayPalButtons
      className="relative z-0"
      style={{ layout: 'vertical', shape: 'rect', label: 'pay', height: 45 }}
      disabled={flow.busy}
      forceReRender={[projectId]}
      createOrder={async () => (await flow.openOrder()).orderId}
      onApprove={(data) => flow.capture(data.orderID)}
      onCancel={() => flow.cancel()}
      onError={(error) => flow.reportProviderError(error)}
    />
  );
}

/** The PayPal provider: the JS SDK's buttons, creating and capturing orders through our server. */
export function PayPalPaymentPanel({ clientId, projectId, flow }: PayPalPaymentPanelProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage === 'en' ? 'en_US' : 'es_ES';
  const options = useMemo<ReactPayPalScriptOptions | null>(
    () =>
      clientId
        ? {
            clientId,
            currency: 'USD',
            intent: 'capture',
            enableFunding: 'venmo,card',
            components: 'buttons',
            locale: language,
          }
        : null,
    [clientId, language],
  );

  if (!options) return <Alert>{t('errors.configMissing')}</Alert>;
  return (
    <PayPalScriptProvider options={options}>
      <Buttons projectId={projectId} flow={flow} />
    </PayPalScriptProvider>
  );
}
