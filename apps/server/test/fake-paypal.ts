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

/**
 * A fake of PayPal's REST API on 127.0.0.1: OAuth token, Orders v2 (create, capture, get) and
 * Payouts, speaking the real shapes. Capture is idempotent per PayPal-Request-Id, as at PayPal.
 * `failNext` makes the next calls of a kind fail: a status with an issue, or a hang (timeout).
 */
export async function startFakePaypal(
  credentials = { clientId: 'client-id', clientSecret: 'client-secret' },
) {
  const orders = new Map<string, TFakeOrder>();
  const captureByRequestId = new Map<string, unknown>();
  const payoutsByRequestId = new Map<string, string>();
  const tokens = new Set<string>();
  const calls: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  const failures = new Map<string, { failure: TFailure; left: number }>();
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

    const kind =
      path === '/v1/oauth2/token'
        ? 'token'
        : path.endsWith('/capture')
          ? 'capture'
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
    const orderId = decodeURIComponent(path.split('/')[4] ?? '');
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
    /** The next `times` calls of a kind fail (a status with an issue, or a hang). */
    failNext: (kind: 'token' | 'create' | 'capture' | 'get' | 'payout', failure: TFailure, times = 1) =>
      failures.set(kind, { failure, left: times }),
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
