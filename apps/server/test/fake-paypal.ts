import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A status with PayPal's issue; 'hang' never answers; 'lost' does the work but never answers. */
type TFailure = { status: number; issue?: string } | 'hang' | 'lost';

type TFakeOrder = {
  id: string;
  status: string;
  value: string;
  payee: string | null;
  captureId: string | null;
};

type TRefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
type TFakeRefund = { id: string; orderId: string; captureId: string; status: TRefundStatus; value: string };
type TKind = 'token' | 'create' | 'capture' | 'get' | 'payout' | 'refund' | 'getRefund';

/**
 * A fake of PayPal's REST API on 127.0.0.1: OAuth token, Orders v2 (create, capture, get),
 * Payments v2 refunds (refund a capture in full, get a refund; an order lists its refunds) and
 * Payouts, speaking the real shapes. Capture and refund are idempotent per PayPal-Request-Id, as
 * at PayPal; another refund of a fully refunded capture is refused (CAPTURE_FULLY_REFUNDED).
 * `failNext` makes the next calls of a kind fail: a status with an issue, a hang (timeout), or
 * 'lost' (the work is done, the answer never arrives). `nextRefundStatus` makes the next refund
 * PENDING (settled later with `settleRefund`), FAILED or CANCELLED.
 */
export async function startFakePaypal(
  credentials = { clientId: 'client-id', clientSecret: 'client-secret' },
) {
  const orders = new Map<string, TFakeOrder>();
  const captureByRequestId = new Map<string, unknown>();
  const payoutsByRequestId = new Map<string, string>();
  const refunds = new Map<string, TFakeRefund>();
  const refundByRequestId = new Map<string, string>();
  let nextRefundStatus: TRefundStatus = 'COMPLETED';
  const tokens = new Set<string>();
  const calls: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  const failures = new Map<TKind, { failure: TFailure; left: number }>();
  let tokenLifetimeSeconds = 32_400;

  let dropAnswer = false;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (dropAnswer) {
      dropAnswer = false;
      return; // the work is done, the answer is lost: the client's timeout fires
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refundBody = (refund: TFakeRefund) => ({
    id: refund.id,
    status: refund.status,
    amount: { currency_code: 'USD', value: refund.value },
    links: [
      { rel: 'self', href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refund.id}` },
      { rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${refund.captureId}` },
    ],
  });
  const refundsOf = (orderId: string) => [...refunds.values()].filter((r) => r.orderId === orderId);
  const orderBody = (order: TFakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        amount: { currency_code: 'USD', value: order.value },
        ...(order.payee ? { payee: { merchant_id: order.payee } } : {}),
        ...(order.captureId
          ? {
              payments: {
                captures: [
                  {
                    id: order.captureId,
                    status: 'COMPLETED',
                    amount: { currency_code: 'USD', value: order.value },
                  },
                ],
                ...(refundsOf(order.id).length ? { refunds: refundsOf(order.id).map(refundBody) } : {}),
              },
            }
          : {}),
      },
    ],
  });

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // form-encoded token request
    }
    calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

    const kind: TKind =
      path === '/v1/oauth2/token'
        ? 'token'
        : path.endsWith('/capture')
          ? 'capture'
          : path.startsWith('/v2/payments/captures/') && path.endsWith('/refund')
            ? 'refund'
            : path.startsWith('/v2/payments/refunds/')
              ? 'getRefund'
              : path === '/v1/payments/payouts'
                ? 'payout'
                : req.method === 'POST'
                  ? 'create'
                  : 'get';
    const planned = failures.get(kind);
    if (planned) {
      planned.left -= 1;
      if (planned.left <= 0) failures.delete(kind);
      const { failure } = planned;
      if (failure === 'hang') return; // never answers: the client's timeout fires
      if (failure === 'lost') dropAnswer = true;
      else
        return send(res, failure.status, {
          name: failure.issue ?? 'INTERNAL_SERVER_ERROR',
          message: 'Fake failure',
          details: failure.issue ? [{ issue: failure.issue }] : [],
        });
    }

    if (kind === 'token') {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return send(res, 401, { error: 'invalid_client' });
      const token = `A21-${randomUUID()}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: tokenLifetimeSeconds });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer))
      return send(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Token expired' });

    if (kind === 'create') {
      const unit = (
        body as { purchase_units: { amount: { value: string }; payee?: { merchant_id: string } }[] }
      ).purchase_units[0];
      const order: TFakeOrder = {
        id: randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase(),
        status: 'CREATED',
        value: unit?.amount.value ?? '0',
        payee: unit?.payee?.merchant_id ?? null,
        captureId: null,
      };
      orders.set(order.id, order);
      return send(res, 201, orderBody(order));
    }
    // Every resource path names its id fourth: /v2/{area}/{kind}/{id}[/action].
    const resourceId = decodeURIComponent(path.split('/')[4] ?? '');
    if (kind === 'refund') return refund(res, resourceId, String(req.headers['paypal-request-id'] ?? ''));
    if (kind === 'getRefund') {
      const found = refunds.get(resourceId);
      if (!found)
        return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      return send(res, 200, refundBody(found));
    }
    const orderId = resourceId;
    const order = orders.get(orderId);
    if (kind === 'capture') {
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const earlier = captureByRequestId.get(requestId);
      if (requestId && earlier) return send(res, 201, earlier);
      if (!order)
        return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (order.status === 'COMPLETED')
        return send(res, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
        });
      if (order.status !== 'APPROVED')
        return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      order.status = 'COMPLETED';
      order.captureId = `CAP-${randomUUID().slice(0, 8)}`;
      const answer = orderBody(order);
      if (requestId) captureByRequestId.set(requestId, answer);
      return send(res, 201, answer);
    }
    if (kind === 'payout') {
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const batch = payoutsByRequestId.get(requestId) ?? `BATCH-${randomUUID().slice(0, 8)}`;
      payoutsByRequestId.set(requestId, batch);
      return send(res, 201, { batch_header: { payout_batch_id: batch, batch_status: 'PENDING' } });
    }
    if (!order)
      return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    return send(res, 200, orderBody(order));
  });
  /** A full refund of a capture, once per request id; the capture is refunded at most once. */
  function refund(res: ServerResponse, captureId: string, requestId: string) {
    const earlier = requestId ? refunds.get(refundByRequestId.get(requestId) ?? '') : undefined;
    if (earlier) return send(res, 201, refundBody(earlier));
    const order = [...orders.values()].find((o) => o.captureId === captureId && o.status === 'COMPLETED');
    if (!order)
      return send(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (refundsOf(order.id).some((r) => r.status !== 'FAILED' && r.status !== 'CANCELLED'))
      return send(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The capture has already been fully refunded',
        details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }],
      });
    const made: TFakeRefund = {
      id: `REF-${randomUUID().slice(0, 8).toUpperCase()}`,
      orderId: order.id,
      captureId,
      status: nextRefundStatus,
      value: order.value,
    };
    nextRefundStatus = 'COMPLETED';
    refunds.set(made.id, made);
    if (requestId) refundByRequestId.set(requestId, made.id);
    return send(res, 201, refundBody(made));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    calls,
    orders,
    /** The buyer approves the order in PayPal's window. */
    approve: (orderId: string) => {
      const order = orders.get(orderId);
      if (order) order.status = 'APPROVED';
    },
    refunds,
    /** The next `times` calls of a kind fail (a status with an issue, a hang, or a lost answer). */
    failNext: (kind: TKind, failure: TFailure, times = 1) => failures.set(kind, { failure, left: times }),
    /** The next refund made answers this status (PENDING: settled later with `settleRefund`). */
    nextRefundStatus: (status: Exclude<TRefundStatus, 'COMPLETED'>) => {
      nextRefundStatus = status;
    },
    /** A PENDING refund becomes final. */
    settleRefund: (refundId: string, status: 'COMPLETED' | 'FAILED') => {
      const found = refunds.get(refundId);
      if (found) found.status = status;
    },
    /** How many refund calls (POST …/refund) arrived, answered or not. */
    refundPosts: () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/refund')).length,
    revokeTokens: () => tokens.clear(),
    setTokenLifetime: (seconds: number) => {
      tokenLifetimeSeconds = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TFakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
