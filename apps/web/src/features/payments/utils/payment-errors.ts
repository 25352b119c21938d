/**
 * Which payment message to show for a failure. Each function returns a
 * message key of the `payments` namespace (under `errors.`) with its values, or the server's own
 * text, which the API client has already put in the reader's language.
 */

/** A key under `errors.` in the payments namespace. */
export type TPaymentErrorKey =
  | 'popupBlocked'
  | 'network'
  | 'cancelled'
  | 'provider'
  | 'paymentSystem'
  | 'loadFailed'
  | 'configMissing'
  | 'orderInvalid'
  | 'orderAuthentication'
  | 'orderPermission'
  | 'orderOther'
  | 'orderFailed'
  | 'captureFailed';

/** Something to show: a translated key, or text that is ready as it is. */
export type TPaymentMessage =
  | { key: TPaymentErrorKey; values?: Record<string, string> }
  | { text: string; alreadyPurchased?: boolean };

/** The fields of the API client's ApiError, read structurally (this file stays free of the client). */
interface TApiErrorLike {
  message: string;
  status: number;
  code: string;
}

/** True for an answer of our server (or the client's network failure), as ApiError carries it. */
export function isApiErrorLike(error: unknown): error is TApiErrorLike {
  if (!(error instanceof Error)) return false;
  const candidate = error as Partial<TApiErrorLike>;
  return typeof candidate.status === 'number' && typeof candidate.code === 'string';
}

/** The message of whatever was thrown: Error, PayPal's plain objects, or a string. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error.trim();
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message.trim();
  }
  return '';
}

/**
 * A failure reported by the PayPal buttons (their onError): popup blocked, network, cancelled,
 * otherwise 'Error de PayPal: {message}', and 'Error en el sistema de pagos.' when nothing is said.
 */
export function paypalButtonErrorMessage(error: unknown): TPaymentMessage {
  const message = errorText(error);
  const lower = message.toLowerCase();
  if (!message) return { key: 'paymentSystem' };
  if (lower.includes('popup') && (lower.includes('block') || lower.includes('can not open'))) {
    return { key: 'popupBlocked' };
  }
  if (/network|failed to fetch|timeout|timed out|connection|offline/.test(lower)) return { key: 'network' };
  if (/cancel|popup close|window closed/.test(lower)) return { key: 'cancelled' };
  return { key: 'provider', values: { message } };
}

/**
 * Creating the order failed. Our server already answers with the right text in the reader's
 * language (ALREADY_PURCHASED gets a link to the app as well); anything else is mapped by its kind:
 * invalid request, authentication, permission, other, default.
 */
export function orderErrorMessage(error: unknown): TPaymentMessage {
  if (isApiErrorLike(error) && error.message) {
    return { text: error.message, alreadyPurchased: error.code === 'ALREADY_PURCHASED' };
  }
  const message = errorText(error);
  const lower = message.toLowerCase();
  if (!message) return { key: 'orderFailed' };
  if (lower.includes('invalid_request') || lower.includes('invalid request')) return { key: 'orderInvalid' };
  if (lower.includes('authentication')) return { key: 'orderAuthentication' };
  if (lower.includes('permission')) return { key: 'orderPermission' };
  return { key: 'orderOther', values: { message } };
}

/** What a failed capture means for the buyer. */
export type TCaptureFailure =
  /** The provider refused the payment: nothing was charged; the result page says it failed. */
  | { kind: 'declined' }
  /** The answer never came (network, server error): the order's real state must be checked. */
  | { kind: 'unknown' }
  /** The server refused for a reason the buyer can read (shown in the modal). */
  | { kind: 'message'; text: string };

export function captureFailureOf(error: unknown): TCaptureFailure {
  if (!isApiErrorLike(error)) return { kind: 'unknown' };
  // A refused card (PAYMENT_DECLINED) and a capture the provider would not confirm both charge nothing.
  if (error.code === 'PAYMENT_DECLINED' || error.code === 'PAYMENT_CAPTURE_FAILED')
    return { kind: 'declined' };
  if (error.status === 0 || error.status >= 500) return { kind: 'unknown' };
  return { kind: 'message', text: error.message };
}
