import type { TMessageKey } from '@vitrina/shared/i18n/messages';
import type { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';

/** An order the provider would not create, with the buyer's text for its cause (invalid, credentials, permission, other). */
export function orderCreationError(error: PaymentProviderError): AppError {
  const key: TMessageKey =
    error.kind === 'invalid_request'
      ? 'payment.orderInvalid'
      : error.kind === 'authentication'
        ? 'payment.orderAuthentication'
        : error.kind === 'permission'
          ? 'payment.orderPermission'
          : 'payment.orderFailed';
  return new AppError('PAYMENT_ORDER_FAILED', key);
}

/**
 * A capture that did not confirm the payment: the buyer reads one text whatever the cause. A refused
 * card is the buyer's side (PAYMENT_DECLINED, 402); anything else is the provider's (502).
 */
export function captureError(error: PaymentProviderError | null): AppError {
  return new AppError(
    error?.kind === 'declined' ? 'PAYMENT_DECLINED' : 'PAYMENT_CAPTURE_FAILED',
    'payment.captureFailed',
  );
}
