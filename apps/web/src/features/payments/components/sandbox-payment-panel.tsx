import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TPaymentFlow } from '../hooks/use-payment-flow';

type TChoice = 'approve' | 'decline';

/**
 * The embedded sandbox provider: a clearly marked test box whose choices go through the same
 * server order and capture as a real payment. No money moves. Giving up is the modal's one
 * 'Cancelar' button, as with PayPal.
 */
export function SandboxPaymentPanel({ flow }: { flow: TPaymentFlow }) {
  const { t } = useTranslation('payments');
  const [running, setRunning] = useState<TChoice | null>(null);
  const busy = running !== null || flow.busy;

  const run = async (choice: TChoice) => {
    setRunning(choice);
    try {
      await flow.runTestPayment(choice);
    } finally {
      setRunning(null);
    }
  };

  return (
    <div className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-200/70 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">
        <FlaskConical className="size-3.5" aria-hidden="true" />
        {t('sandbox.badge')}
      </p>
      <p className="mt-2 font-semibold text-amber-950">{t('sandbox.title')}</p>
      <p className="mt-1 text-sm text-amber-900">{t('sandbox.text')}</p>
      <fieldset className="mt-4 flex min-w-0 flex-col gap-2 sm:flex-row sm:flex-wrap">
        <legend className="sr-only">{t('sandbox.actionsLabel')}</legend>
        <Button
          onClick={() => void run('approve')}
          loading={running === 'approve'}
          disabled={busy}
          icon={<CircleCheck className="size-4" aria-hidden="true" />}
        >
          {t('sandbox.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void run('decline')}
          loading={running === 'decline'}
          disabled={busy}
          icon={<CircleX className="size-4" aria-hidden="true" />}
        >
          {t('sandbox.decline')}
        </Button>
      </fieldset>
    </div>
  );
}
