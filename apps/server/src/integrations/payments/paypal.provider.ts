import {
  centsToDecimal,
  decimalToCents,
  PaymentProviderError,
  type TOrderState,
  type TPaymentProvider,
  type TRefundState,
} from './payment-provider';

type TPaypalOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?: () => number;
};

/** A refund as PayPal answers it (its `up` link names the capture it refunds). */
type TPaypalRefund = {
  id: string;
  status: string;
  amount?: { value?: string };
  links?: { rel?: string; href?: string }[];
};

type TPaypalOrder = {
  id: string;
  status: string;
  purchase_units?: {
    amount?: { value?: string };
    payments?: {
      captures?: { id: string; status: string; amount?: { value?: string } }[];
      refunds?: TPaypalRefund[];
    };
  }[];
};

/** PayPal REST (Orders v2, Payouts v1) with an OAuth client-credentials token cached until it expires. */
export function createPaypalProvider(options: TPaypalOptions): TPaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      throw new PaymentProviderError('unavailable', 'PayPal could not be reached');
    }
  }

  async function accessToken(forceRefresh = false): Promise<string> {
    if (!forceRefresh && token && token.expiresAt > now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw toError(response.status, await response.json().catch(() => null));
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Refresh a minute early so a token never expires between the check and the call.
    token = { value: body.access_token, expiresAt: now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  /** An authenticated JSON call; a 401 (token revoked or expired early) is retried once with a new token. */
  async function call<T>(
    path: string,
    init: { method: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const response = await send(path, {
        method: init.method,
        headers: {
          Authorization: `Bearer ${await accessToken(attempt > 0)}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (response.status === 401 && attempt === 0) continue;
      const body = await response.json().catch(() => null);
      if (!response.ok) throw toError(response.status, body);
      return body as T;
    }
  }

  return {
    name: 'paypal',

    async createOrder(input) {
      const order = await call<TPaypalOrder>('/v2/checkout/orders', {
        method: 'POST',
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: centsToDecimal(input.amountCents) },
              ...(input.payeeMerchantId ? { payee: { merchant_id: input.payeeMerchantId } } : {}),
            },
          ],
        },
      });
      return { orderId: order.id };
    },

    async captureOrder(orderId, requestId) {
      const order = await call<TPaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        method: 'POST',
        headers: { 'PayPal-Request-Id': requestId },
        body: {},
      });
      return toOrderState(order);
    },

    async getOrder(orderId) {
      return toOrderState(
        await call<TPaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' }),
      );
    },

    async refundCapture(input) {
      // An empty body refunds the capture in full; the request id (the refund's own) makes a
      // repeated call answer the same refund instead of refunding again.
      const refund = await call<TPaypalRefund>(
        `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`,
        { method: 'POST', headers: { 'PayPal-Request-Id': input.requestId }, body: {} },
      );
      return toRefundState(refund);
    },

    async getRefund(refundId) {
      return toRefundState(
        await call<TPaypalRefund>(`/v2/payments/refunds/${encodeURIComponent(refundId)}`, { method: 'GET' }),
      );
    },

    async findCaptureRefund({ orderId, captureId }) {
      const order = await call<TPaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
        method: 'GET',
      });
      const ofCapture = (order.purchase_units?.[0]?.payments?.refunds ?? []).filter((refund) => {
        const up = refund.links?.find((link) => link.rel === 'up')?.href;
        return up === undefined || up.endsWith(`/captures/${captureId}`);
      });
      // A refund that went (or is going) through wins over failed attempts; else the latest attempt.
      const live = ofCapture.find((refund) => refund.status !== 'FAILED' && refund.status !== 'CANCELLED');
      const chosen = live ?? ofCapture.at(-1);
      return chosen ? toRefundState(chosen) : null;
    },

    async sendPayout(input) {
      const result = await call<{ batch_header: { payout_batch_id: string } }>('/v1/payments/payouts', {
        method: 'POST',
        headers: { 'PayPal-Request-Id': input.requestId },
        body: {
          sender_batch_header: { sender_batch_id: input.requestId, email_subject: input.note.slice(0, 255) },
          items: [
            {
              recipient_type: 'PAYPAL_ID',
              receiver: input.receiverMerchantId,
              amount: { currency: input.currency, value: centsToDecimal(input.amountCents) },
              note: input.note.slice(0, 4000),
              sender_item_id: input.requestId,
            },
          ],
        },
      });
      return { reference: result.batch_header.payout_batch_id };
    },
  };
}

function toOrderState(order: TPaypalOrder): TOrderState {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED') ?? null;
  const value = capture?.amount?.value ?? unit?.amount?.value;
  return {
    orderId: order.id,
    status: order.status,
    amountCents: value === undefined ? null : decimalToCents(value),
    captureId: capture?.id ?? null,
  };
}

const FINAL_REFUND_STATES = ['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED'] as const;

/** A refund's state; a status PayPal may add later is read as still moving (asked again). */
function toRefundState(refund: TPaypalRefund): TRefundState {
  const status = FINAL_REFUND_STATES.find((s) => s === refund.status) ?? 'PENDING';
  const value = refund.amount?.value;
  return { refundId: refund.id, status, amountCents: value === undefined ? null : decimalToCents(value) };
}

/** Refusals of a payment or a refund: the provider said no, for good (nothing moved). */
const REFUSALS = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'TRANSACTION_REFUSED',
  // Refunds (Payments v2, captures/{id}/refund)
  'CAPTURE_FULLY_REFUNDED',
  'REFUND_AMOUNT_EXCEEDED',
  'REFUND_TIME_LIMIT_EXCEEDED',
  'REFUND_NOT_ALLOWED',
  'REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK',
  'REFUND_FAILED_INSUFFICIENT_FUNDS',
  'REFUND_FUNDS_NOT_AVAILABLE',
  'REFUND_FAILED_BY_PAYMENT_SOURCE',
  'REFUND_REFUSED_BY_PROCESSOR',
  'REFUND_IS_RESTRICTED',
  'MAX_NUMBER_OF_REFUNDS_EXCEEDED',
  'MAX_REFUND_LIMIT_EXCEEDED',
  'PAYEE_REFUND_AMOUNT_LIMIT_EXCEEDED',
  'MAX_PAYER_AMOUNT_LIMIT_EXCEEDED',
  'PENDING_CAPTURE',
  'CAPTURE_DISPUTED_PARTIAL_REFUND_NOT_ALLOWED',
]);

/** PayPal's error body (name, details[].issue) to our error kinds. */
function toError(status: number, body: unknown): PaymentProviderError {
  const error = (body ?? {}) as {
    name?: string;
    message?: string;
    error?: string;
    details?: { issue?: string }[];
  };
  const issue = error.details?.[0]?.issue ?? error.name ?? error.error;
  const message = error.message ?? `PayPal answered ${status}`;
  if (issue && REFUSALS.has(issue)) return new PaymentProviderError('declined', message, issue);
  if (status === 401) return new PaymentProviderError('authentication', message, issue);
  if (status === 403) return new PaymentProviderError('permission', message, issue);
  if (status === 400 || status === 404 || status === 422)
    return new PaymentProviderError('invalid_request', message, issue);
  // Too many calls, or PayPal's own trouble: nothing was decided, the call may be made again.
  if (status === 429 || status >= 500) return new PaymentProviderError('unavailable', message, issue);
  return new PaymentProviderError('unknown', message, issue);
}
