import { REQUEST_LIMITS } from '@vitrina/shared/config/request-limits';
import type { TOrderStatus, TOrderStatusResponse } from '@vitrina/shared/payments/payment.schemas';

/** The three endings of a payment the result page knows. */
export type TResultStatus = 'success' | 'failed' | 'pending';

/** What the address of /payment-result says (status, method, appId, orderId|transactionId, amount). */
export interface TPaymentResultQuery {
  status: TResultStatus;
  method: string;
  appId: string;
  /** The payment order (or, from older links, the transaction) id. */
  orderId: string | null;
  amount: number | null;
}

// No parameter of a real result address is longer than the longest id the server accepts.
function param(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim() ?? '';
  return value.length <= REQUEST_LIMITS.idMax ? value : '';
}

/** success, failed, pending; any other status counts as success. */
export function toResultStatus(value: string): TResultStatus {
  const status = value.trim().toLowerCase();
  return status === 'failed' || status === 'pending' ? status : 'success';
}

/**
 * Reads the result page's address; null when it lacks the app or the status, which the page
 * answers with 'No se pudo procesar la información del pago.'
 */
export function parsePaymentResultQuery(params: URLSearchParams): TPaymentResultQuery | null {
  const status = param(params, 'status');
  const appId = param(params, 'appId');
  if (!status || !appId) return null;
  const amountText = param(params, 'amount');
  const amount = amountText ? Number(amountText) : Number.NaN;
  return {
    status: toResultStatus(status),
    method: param(params, 'method') || 'paypal',
    appId,
    orderId: param(params, 'orderId') || param(params, 'transactionId') || null,
    amount: Number.isFinite(amount) && amount >= 0 ? amount : null,
  };
}

/** The address the payment modal goes to when a payment ends. */
export function paymentResultPath(input: {
  status: TResultStatus;
  appId: string;
  orderId: string;
  amount: number;
  method?: string;
}): string {
  const params = new URLSearchParams({
    status: input.status,
    method: input.method ?? 'paypal',
    appId: input.appId,
    orderId: input.orderId,
    amount: Number.isFinite(input.amount) ? input.amount.toFixed(2) : '0.00',
  });
  return `/payment-result?${params.toString()}`;
}

/** The server's word on an order, as the result page shows it. */
export function outcomeOfOrderStatus(status: TOrderStatus): TResultStatus {
  if (status === 'COMPLETED') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

/** Where checking the order with the server stands. */
export type TVerification =
  /** Nothing to check (no order id, or nobody signed in): the address is all there is. */
  | { state: 'skipped' }
  | { state: 'checking' }
  /** The server could not answer (network, server error): asking again may help. */
  | { state: 'failed' }
  /** The server knows no such order of the signed-in person's (403/404, or someone else's order an admin reads). */
  | { state: 'notTheirs' }
  | { state: 'verified'; status: TOrderStatus; projectId: string; orderId: string; amount: number };

/** What the page knows of the order check, as toVerification reads it. */
export interface TOrderCheck {
  /** The signed-in person's id; null when nobody is signed in. */
  userId: string | null;
  orderId: string | null;
  data: TOrderStatusResponse | undefined;
  /** The HTTP status of a failed check (0 when the server could not be reached); null when none failed. */
  errorStatus: number | null;
}

/**
 * The server's word on the order, for the signed-in person only: an order it does not know for
 * them (403/404), or someone else's that an admin may read, is not theirs to be told about.
 */
export function toVerification({ userId, orderId, data, errorStatus }: TOrderCheck): TVerification {
  if (!orderId || !userId) return { state: 'skipped' };
  if (data) {
    if (data.buyerId !== userId) return { state: 'notTheirs' };
    return {
      state: 'verified',
      status: data.status,
      projectId: data.projectId,
      orderId: data.orderId,
      amount: data.amount,
    };
  }
  if (errorStatus === 403 || errorStatus === 404) return { state: 'notTheirs' };
  if (errorStatus !== null) return { state: 'failed' };
  return { state: 'checking' };
}

/** What the result page shows. */
export type TResultView =
  | { kind: 'waiting' }
  | { kind: 'invalid' }
  | { kind: 'verifyError'; query: TPaymentResultQuery }
  /** The address says the payment went through, but nothing confirmed it: a neutral word, never 'recorded'. */
  | { kind: 'confirming'; query: TPaymentResultQuery }
  | {
      kind: 'outcome';
      status: TResultStatus;
      appId: string;
      orderId: string | null;
      amount: number | null;
      method: string;
      /** True when the server confirmed the order's state (always so for a success). */
      verified: boolean;
    };

/**
 * The page waits out its delay, then shows what the server says about the signed-in person's order.
 * Without that word, an address that claims success (or an unknown status) gets 'Estamos confirmando
 * tu pago': anyone can type the address. A failed or pending status may be shown as the address says,
 * as it claims nothing was bought.
 */
export function decidePaymentResult(
  query: TPaymentResultQuery | null,
  verification: TVerification,
  delayOver: boolean,
): TResultView {
  if (!delayOver) return { kind: 'waiting' };
  if (!query) return { kind: 'invalid' };
  switch (verification.state) {
    case 'checking':
      return { kind: 'waiting' };
    case 'failed':
      return { kind: 'verifyError', query };
    case 'verified':
      return {
        kind: 'outcome',
        status: outcomeOfOrderStatus(verification.status),
        appId: verification.projectId || query.appId,
        orderId: verification.orderId,
        amount: verification.amount,
        method: query.method,
        verified: true,
      };
    default:
      if (query.status === 'success') return { kind: 'confirming', query };
      return {
        kind: 'outcome',
        status: query.status,
        appId: query.appId,
        orderId: query.orderId,
        amount: query.amount,
        method: query.method,
        verified: false,
      };
  }
}
