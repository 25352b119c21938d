/** What can go wrong at the payment provider, each mapped by the payments module to the buyer's message. */
export type TPaymentErrorKind =
  | 'invalid_request'
  | 'authentication'
  | 'permission'
  | 'declined'
  | 'unavailable'
  | 'unknown';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: TPaymentErrorKind,
    message: string,
    /** The provider's own issue code, e.g. INSTRUMENT_DECLINED. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type TOrderState = {
  orderId: string;
  /** The provider's order status: CREATED, APPROVED, COMPLETED, VOIDED... */
  status: string;
  amountCents: number | null;
  /** The capture's id once the money moved. */
  captureId: string | null;
};

/** A refund at the provider: COMPLETED (money returned), PENDING (still moving), FAILED or CANCELLED. */
export type TRefundState = {
  refundId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amountCents: number | null;
};

/** The one interface both providers implement (PayPal REST, and the embedded sandbox). */
export type TPaymentProvider = {
  readonly name: 'paypal' | 'sandbox';
  createOrder(input: {
    amountCents: number;
    currency: 'USD';
    /** The developer's merchant id (the payee), or null for the platform account. */
    payeeMerchantId: string | null;
    referenceId: string;
    description: string;
  }): Promise<{ orderId: string }>;
  /**
   * Captures an approved order; the same requestId never captures twice. `simulate: 'decline'`
   * is the sandbox's test-mode refusal; real providers never receive it.
   */
  captureOrder(orderId: string, requestId: string, options?: { simulate?: 'decline' }): Promise<TOrderState>;
  getOrder(orderId: string): Promise<TOrderState>;
  /**
   * Refunds a capture in full; the same requestId (the refund's own id) never refunds twice.
   * `orderId` is the provider's order of the capture.
   */
  refundCapture(input: {
    captureId: string;
    orderId: string;
    requestId: string;
    amountCents: number;
    currency: 'USD';
  }): Promise<TRefundState>;
  /** A refund's current state (a PENDING refund is asked again until it is final). */
  getRefund(refundId: string): Promise<TRefundState>;
  /**
   * The capture's refund at the provider, if any (found through its order): how a refund call
   * whose answer was lost is settled without refunding again. Null when none was made.
   */
  findCaptureRefund(input: { orderId: string; captureId: string }): Promise<TRefundState | null>;
  /** Pays a developer; the same requestId never pays twice. */
  sendPayout(input: {
    amountCents: number;
    currency: 'USD';
    receiverMerchantId: string;
    requestId: string;
    note: string;
  }): Promise<{ reference: string }>;
};

/** "9.99" from 999: the provider's decimal string. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);
/** 999 from "9.99". */
export const decimalToCents = (value: string) => Math.round(Number.parseFloat(value) * 100);
