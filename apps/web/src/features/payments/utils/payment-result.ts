import { REQUEST_LIMITS } from '@vitrina/shared/config/request-limits';
import type { TOrderStatus } from '@vitrina/shared/payments/payment.schemas';

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
  | { state: 'failed' }
  | { state: 'verified'; status: TOrderStatus; projectId: string; orderId: string; amount: number };

/** What the result page shows. */
export type TResultView =
  | { kind: 'waiting' }
  | { kind: 'invalid' }
  | { kind: 'verifyError'; query: TPaymentResultQuery }
  | {
      kind: 'outcome';
      status: TResultStatus;
      appId: string;
      orderId: string | null;
      amount: number | null;
      method: string;
      /** True when the server confirmed the order's state. */
      verified: boolean;
    };

/**
 * The page waits out its delay, then shows what the server says about the order
 * when it could ask, else what the address says.
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
