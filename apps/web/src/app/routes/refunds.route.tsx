import { PAYMENT_LIMITS } from '@vitrina/shared/payments/payment.schemas';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { LegalPage } from '../layout/legal-page';

/** /refunds: 'Política de reembolso', the 30-day guarantee and how to ask for it. */
export function Component() {
  return (
    <LegalPage
      page="refunds"
      icon={<RotateCcw className="size-4" aria-hidden="true" />}
      values={{ days: PAYMENT_LIMITS.refundDays }}
    />
  );
}
