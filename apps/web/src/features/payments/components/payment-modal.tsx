import type { TCheckoutBuyer } from '@vitrina/shared/payments/payment.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import Lock from 'lucide-react/icons/lock';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { commissionBreakdown } from '../../../domain/commission-breakdown';
import { getErrorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { PaymentNotice } from './payment-notice';
import { PurchaseSummary } from './purchase-summary';
import { SandboxPaymentPanel } from './sandbox-payment-panel';

const PayPalPaymentPanel = lazy(() =>
  import('./paypal-payment-panel').then((module) => ({ default: module.PayPalPaymentPanel })),
);

interface PaymentModalProps {
  open: boolean;
  onClose: () => void;
  project: TProject;
  buyer: TCheckoutBuyer;
  /** What the buyer pays: the list price, or the price after the code applied. */
  price: number;
  /** The discount code applied: the order is made with it (the server prices it again). */
  code?: string;
  /** Pay what you want: the amount chosen (the server checks it against the minimum). */
  amount?: number;
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
      <Spinner size="sm" className="text-indigo-600" />
      <span role="status">{label}</span>
    </div>
  );
}

/** The provider's payment area: the sandbox's test box or PayPal's buttons. */
function PaymentArea({ project, flow }: { project: TProject; flow: ReturnType<typeof usePaymentFlow> }) {
  const { t } = useTranslation('payments');
  const config = useAppConfig();

  if (config.isPending) return <Loading label={t('modal.preparing')} />;
  if (config.isError) {
    return (
      <div className="space-y-3">
        <Alert title={t('modal.configError')}>{getErrorMessage(config.error)}</Alert>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void config.refetch()}
          loading={config.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('modal.retry')}
        </Button>
      </div>
    );
  }
  const payments = config.data.payments;
  if (!payments) return <Alert>{t('errors.configMissing')}</Alert>;
  if (payments.provider === 'sandbox') return <SandboxPaymentPanel flow={flow} />;
  return (
    <Suspense fallback={<Loading label={t('modal.paypalLoading')} />}>
      <PayPalPaymentPanel clientId={payments.paypalClientId} projectId={project.id} flow={flow} />
    </Suspense>
  );
}

/** The body of the open modal (mounted only while it is open, so each opening starts afresh). */
function PaymentModalBody({
  project,
  buyer,
  price,
  code,
  amount,
  onCapturingChange,
}: Pick<PaymentModalProps, 'project' | 'buyer' | 'price' | 'code' | 'amount'> & {
  onCapturingChange: (capturing: boolean) => void;
}) {
  const { t } = useTranslation('payments');
  const config = useAppConfig();
  const flow = usePaymentFlow({ projectId: project.id, buyer, code, amount });
  const capturing = flow.step === 'capturing';
  useEffect(() => {
    onCapturingChange(capturing);
    return () => onCapturingChange(false);
  }, [capturing, onCapturingChange]);
  const figures = useMemo(
    () => commissionBreakdown(price, project.customCommissionRate, project.developerIsInternal),
    [price, project.customCommissionRate, project.developerIsInternal],
  );

  return (
    <div className="space-y-5" aria-busy={flow.busy}>
      <PurchaseSummary
        project={project}
        buyer={buyer}
        figures={figures}
        productName={config.data?.productName ?? 'Vitrina'}
      />
      <section aria-labelledby="payment-area-title" className="space-y-3">
        <h3 id="payment-area-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Lock className="size-4 text-slate-600" aria-hidden="true" />
          {t('modal.payTitle')}
        </h3>
        <div aria-live="polite">
          {flow.notice && <PaymentNotice notice={flow.notice} projectId={project.id} />}
        </div>
        {capturing && <Loading label={t('modal.processing')} />}
        <PaymentArea project={project} flow={flow} />
      </section>
    </div>
  );
}

/**
 * 'Pago con PayPal': the purchase summary with its commission breakdown, then the payment itself.
 * It cannot be closed while a payment is being captured (the buyer would not see the outcome).
 */
export function PaymentModal({ open, onClose, project, buyer, price, code, amount }: PaymentModalProps) {
  const { t } = useTranslation('payments');
  const [capturing, setCapturing] = useState(false);
  const close = () => {
    if (!capturing) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('modal.title')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={close} disabled={capturing}>
          {t('modal.cancel')}
        </Button>
      }
    >
      <PaymentModalBody
        project={project}
        buyer={buyer}
        price={price}
        code={code}
        amount={amount}
        onCapturingChange={setCapturing}
      />
    </Modal>
  );
}
