import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { startFakePaypal, type TFakePaypal } from '../../../test/fake-paypal';
import { paymentFixtures } from '../../../test/payment-fixtures';

/** The whole payment path through the PayPal REST provider, against a fake PayPal on 127.0.0.1. */
let t: TTestApp;
let github: TFakeGithub;
let paypal: TFakePaypal;
let fx: ReturnType<typeof paymentFixtures>;
let dev: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;

const CAPTURE_FAILED = 'Error al procesar el pago. Por favor, intenta nuevamente.';

beforeAll(async () => {
  github = await startFakeGithub();
  paypal = await startFakePaypal();
  t = await createTestApp({
    githubUrl: github.url,
    env: {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.credentials.clientId,
      PAYPAL_CLIENT_SECRET: paypal.credentials.clientSecret,
      PAYPAL_MERCHANT_ID: 'VITRINAPLATF1',
      // An upper bound for the stand-in's answers (the 'hang' case waits it out): 20 concurrent
      // captures on a busy 2-core machine can take several hundred milliseconds each.
      PAYPAL_TIMEOUT_MS: '3000',
    },
  });
  fx = paymentFixtures(t, github);
  dev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await github.close();
});

/** A buyer with a created (not yet approved) order for a new app. */
async function orderForNewApp(price = 9.99) {
  const projectId = await fx.publishedProject(dev, { price });
  const buyer = await registerUser(t);
  // The order is made at the database's price (an amount sent for a fixed price is refused: the
  // pay-what-you-want tests).
  const created = await fx.call('POST', '/api/payments/orders', buyer.token, { projectId });
  expect(created.statusCode).toBe(201);
  return { projectId, buyer, orderId: created.json().orderId as string };
}

const capture = (orderId: string, token: string) =>
  fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, {});

async function expectNoSale(projectId: string, buyerToken: string) {
  const figures = await fx.figures(projectId);
  expect(figures.sales).toHaveLength(0);
  expect(figures.purchases).toHaveLength(0);
  expect(figures.salesCount).toBe(0);
  const detail = (await fx.call('GET', `/api/project/${projectId}`, buyerToken)).json();
  expect(detail).toMatchObject({ hasAccess: false, demoUrl: null });
}

describe('a paid purchase through PayPal', () => {
  it('creates the order with the database price, captures it once, records the sale and grants access', async () => {
    const { projectId, buyer, orderId } = await orderForNewApp(9.99);
    const createBody = paypal.calls.find((c) => c.method === 'POST' && c.path === '/v2/checkout/orders')
      ?.body as { intent: string; purchase_units: unknown[] };
    const units = createBody.purchase_units;
    expect(createBody.intent).toBe('CAPTURE');
    // The body's amount 0.01 was ignored: the price comes from the database.
    expect(units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '9.99' },
      payee: { merchant_id: 'VITRINAPLATF1' },
    });

    // Capturing before the buyer approved in PayPal's window does nothing.
    const early = await capture(orderId, buyer.token);
    expect(early.statusCode).toBe(502);
    expect(early.json().message).toBe(CAPTURE_FAILED);
    await expectNoSale(projectId, buyer.token);

    paypal.approve(orderId);
    const captured = await capture(orderId, buyer.token);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', orderId, projectId, amount: 9.99 });
    const captureCall = paypal.calls.filter((c) => c.path.endsWith('/capture')).at(-1);
    expect(captureCall?.headers['paypal-request-id']).toMatch(/^capture-/);

    const figures = await fx.figures(projectId);
    expect(figures.sales).toHaveLength(1);
    expect(figures.sales[0]).toMatchObject({
      amount_cents: 999,
      commission_rate_bps: 1000,
      commission_cents: 100,
      net_cents: 899,
      payout_status: 'PENDING',
      buyer_id: buyer.user.id,
    });
    expect(figures.purchases).toEqual([{ user_id: buyer.user.id, sale_id: figures.sales[0]?.id }]);
    expect(figures).toMatchObject({
      salesCount: 1,
      revenueCents: 999,
      dailySales: 1,
      dailyRevenueCents: 999,
    });

    const detail = (await fx.call('GET', `/api/project/${projectId}`, buyer.token)).json();
    expect(detail).toMatchObject({ hasAccess: true, demoUrl: 'https://fotoapp.io/app' });
    const purchased = (await fx.call('GET', '/api/user/purchased', buyer.token)).json();
    expect(purchased.purchasedProjects).toEqual([
      expect.objectContaining({
        projectId,
        orderId,
        amount: 9.99,
        status: 'completed',
        paymentMethod: 'PayPal',
      }),
    ]);
    const status = (await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token)).json();
    expect(status).toMatchObject({ status: 'COMPLETED', saleId: figures.sales[0]?.id, amount: 9.99 });

    const audit = await fx.rows<{ action: string }>(
      sql`select action from audit_log where data->>'providerOrderId' = ${orderId} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['payment.order_created', 'sale.recorded']);

    // A replayed capture answers the same sale and writes nothing new.
    const replay = await capture(orderId, buyer.token);
    expect(replay.json().saleId).toBe(captured.json().saleId);
    expect((await fx.figures(projectId)).sales).toHaveLength(1);
  });

  it('asks for a new OAuth token when PayPal no longer accepts the cached one, and caches it', async () => {
    const { projectId, buyer, orderId } = await orderForNewApp();
    const tokensBefore = paypal.calls.filter((c) => c.path === '/v1/oauth2/token').length;
    paypal.revokeTokens();
    paypal.approve(orderId);
    const captured = await capture(orderId, buyer.token);
    expect(captured.statusCode).toBe(200);
    expect(paypal.calls.filter((c) => c.path === '/v1/oauth2/token').length).toBe(tokensBefore + 1);
    // The next calls reuse the new token.
    await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token);
    await orderForNewApp();
    expect(paypal.calls.filter((c) => c.path === '/v1/oauth2/token').length).toBe(tokensBefore + 1);
    expect((await fx.figures(projectId)).sales).toHaveLength(1);
  });

  it.each([
    [
      'a declined card (INSTRUMENT_DECLINED)',
      { status: 422, issue: 'INSTRUMENT_DECLINED' },
      1,
      402,
      'PAYMENT_DECLINED',
    ],
    [
      '401 twice (credentials refused)',
      { status: 401, issue: 'AUTHENTICATION_FAILURE' },
      2,
      502,
      'PAYMENT_CAPTURE_FAILED',
    ],
    ['422 (unprocessable)', { status: 422, issue: 'ORDER_NOT_APPROVED' }, 1, 502, 'PAYMENT_CAPTURE_FAILED'],
    ['500', { status: 500 }, 1, 502, 'PAYMENT_CAPTURE_FAILED'],
    ['a timeout', 'hang' as const, 1, 502, 'PAYMENT_CAPTURE_FAILED'],
  ])('%s gives the spec message and makes no sale', async (_name, failure, times, status, code) => {
    const { projectId, buyer, orderId } = await orderForNewApp();
    paypal.approve(orderId);
    paypal.failNext('capture', failure, times);
    const started = Date.now();
    const response = await capture(orderId, buyer.token);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: CAPTURE_FAILED });
    await expectNoSale(projectId, buyer.token);
    const forged = await fx.call('POST', `/api/project/purchase/${projectId}`, buyer.token, { orderId });
    expect(forged.statusCode).toBe(409);
    await expectNoSale(projectId, buyer.token);
  });

  it('a capture whose answer was lost is reconciled from the order: one sale, no second charge', async () => {
    const { projectId, buyer, orderId } = await orderForNewApp();
    paypal.approve(orderId);
    paypal.failNext('capture', 'lost');
    const response = await capture(orderId, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'COMPLETED' });
    expect((await fx.figures(projectId)).sales).toHaveLength(1);
    expect(paypal.orders.get(orderId)?.status).toBe('COMPLETED');
  });

  it('the order status settles a capture the server never heard back from', async () => {
    const { projectId, buyer, orderId } = await orderForNewApp();
    paypal.approve(orderId);
    paypal.failNext('capture', 'lost');
    paypal.failNext('get', { status: 503 }); // the reconciliation right after the capture fails too
    expect((await capture(orderId, buyer.token)).statusCode).toBe(502);
    expect((await fx.figures(projectId)).sales).toHaveLength(0);
    // The result page asks again: PayPal says COMPLETED, so the sale is recorded now, once.
    const status = (await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token)).json();
    expect(status).toMatchObject({ status: 'COMPLETED' });
    expect(status.saleId).toEqual(expect.any(String));
    await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token);
    expect((await fx.figures(projectId)).sales).toHaveLength(1);
  });

  it('a 500 leaves the order payable: the retry captures it once', async () => {
    const { projectId, buyer, orderId } = await orderForNewApp();
    paypal.approve(orderId);
    paypal.failNext('capture', { status: 500 });
    expect((await capture(orderId, buyer.token)).statusCode).toBe(502);
    const retry = await capture(orderId, buyer.token);
    expect(retry.statusCode).toBe(200);
    expect((await fx.figures(projectId)).sales).toHaveLength(1);
  });

  it('20 concurrent captures of one order make exactly one sale', async () => {
    const { projectId, buyer, orderId } = await orderForNewApp(25);
    paypal.approve(orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(orderId, buyer.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().saleId)).size).toBe(1);
    const figures = await fx.figures(projectId);
    expect(figures.sales).toHaveLength(1);
    expect(figures.purchases).toHaveLength(1);
    expect(figures).toMatchObject({ salesCount: 1, revenueCents: 2500, dailySales: 1 });
  });

  it.each([
    [
      'invalid request',
      'create',
      { status: 400, issue: 'INVALID_PARAMETER_VALUE' },
      'Configuración de pago inválida. Verifica el monto y la configuración.',
    ],
    [
      'authentication',
      'token',
      { status: 401 },
      'Error de autenticación con PayPal. Verifica las credenciales.',
    ],
    [
      'permission',
      'create',
      { status: 403, issue: 'PERMISSION_DENIED' },
      'Permisos insuficientes. Verifica la configuración de la cuenta PayPal.',
    ],
    ['other', 'create', { status: 500 }, 'Error al crear la orden de pago.'],
  ] as const)('order creation failure (%s) gives its spec message', async (_name, kind, failure, message) => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    paypal.revokeTokens(); // the token request happens now, so a token failure is seen
    paypal.failNext(kind, failure);
    const response = await fx.call('POST', '/api/payments/orders', buyer.token, { projectId });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_ORDER_FAILED', message });
    const rows = await fx.rows<unknown>(sql`select id from payment_orders where project_id = ${projectId}`);
    expect(rows).toHaveLength(0);
  });

  it('the test-mode decline is refused when PayPal is the provider', async () => {
    const { buyer, orderId } = await orderForNewApp();
    const response = await fx.call('POST', `/api/payments/orders/${orderId}/capture`, buyer.token, {
      simulate: 'decline',
    });
    expect(response.statusCode).toBe(400);
  });

  it('exposes the public client id and never the secret', async () => {
    const body = (await fx.call('GET', '/api/config')).json();
    expect(body.payments).toEqual({ provider: 'paypal', paypalClientId: 'client-id', currency: 'USD' });
    expect(JSON.stringify(body)).not.toContain('client-secret');
    const csp = (await fx.call('GET', '/api/config')).headers['content-security-policy'];
    expect(csp).toContain('https://*.paypal.com');
  });
});

describe('developer payouts through PayPal', () => {
  it('pays the balance to the developer merchant id once; an unanswered payout is sent again with the same request id', async () => {
    const seller = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(seller, { price: 20 });
    const buyer = await registerUser(t);
    const created = await fx.call('POST', '/api/payments/orders', buyer.token, { projectId });
    const orderId = created.json().orderId as string;
    paypal.approve(orderId);
    const saleId = (await capture(orderId, buyer.token)).json().saleId as string;
    const admin = await fx.adminAuth();

    // PayPal fails with a 500: it may have paid, so the payout stays under way, free to retry.
    paypal.failNext('payout', { status: 500 });
    const unconfirmed = await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin);
    expect(unconfirmed.statusCode).toBe(502);
    expect(unconfirmed.json()).toMatchObject({
      code: 'PAYOUT_FAILED',
      message: expect.stringContaining('nunca se pagará dos veces'),
    });
    expect((await fx.figures(projectId)).sales[0]?.payout_status).toBe('PROCESSING');
    const [payout] = await fx.rows<{ id: string; status: string }>(
      sql`select id, status from payouts where developer_id = ${seller.user.id}`,
    );
    expect(payout?.status).toBe('PROCESSING');

    const paid = await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ saleId, status: 'PAID', amount: 18, provider: 'paypal' });
    const payoutCalls = paypal.calls.filter((c) => c.path === '/v1/payments/payouts');
    const requestIds = payoutCalls.slice(-2).map((c) => c.headers['paypal-request-id']);
    expect(requestIds).toEqual([`payout-${payout?.id}`, `payout-${payout?.id}`]);
    const payoutBody = payoutCalls.at(-1)?.body as { items: unknown[] };
    expect(payoutBody.items[0]).toMatchObject({
      recipient_type: 'PAYPAL_ID',
      amount: { currency: 'USD', value: '18.00' },
    });
    const again = await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SALE_ALREADY_PAID');
    expect(paypal.calls.filter((c) => c.path === '/v1/payments/payouts').length).toBe(payoutCalls.length);
  });
});
