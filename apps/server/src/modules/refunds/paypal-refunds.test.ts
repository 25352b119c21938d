import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { startFakePaypal, type TFakePaypal } from '../../../test/fake-paypal';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { refundFixtures } from '../../../test/refund-fixtures';

/** Refunds through the PayPal REST provider, against a fake PayPal on 127.0.0.1. */
let t: TTestApp;
let github: TFakeGithub;
let paypal: TFakePaypal;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
let dev: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;

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
      PAYPAL_TIMEOUT_MS: '400',
      // The worker's tests move the clock by hours: sessions must outlast them.
      SESSION_IDLE_MINUTES: '100000',
    },
  });
  fx = paymentFixtures(t, github);
  rx = refundFixtures(t, fx);
  dev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await github.close();
});

/** A buyer's PayPal purchase of a new app (approved in PayPal's window, then captured) and their request. */
async function paypalRequest() {
  const projectId = await fx.publishedProject(dev);
  const buyer = await registerUser(t);
  const orderId = (await fx.call('POST', '/api/payments/orders', buyer.token, { projectId })).json()
    .orderId as string;
  paypal.approve(orderId);
  const captured = await fx.call('POST', `/api/payments/orders/${orderId}/capture`, buyer.token, {});
  expect(captured.statusCode).toBe(200);
  const asked = await rx.request(buyer.token, projectId);
  expect(asked.statusCode).toBe(201);
  const captureId = paypal.orders.get(orderId)?.captureId as string;
  return {
    projectId,
    buyer,
    orderId,
    captureId,
    saleId: captured.json().saleId as string,
    refundId: asked.json().id as string,
  };
}

const refundCallsOf = (captureId: string) =>
  paypal.calls.filter((c) => c.method === 'POST' && c.path === `/v2/payments/captures/${captureId}/refund`);
/** Moves the clock past any retry the worker may have planned, and runs it once. */
async function workerLater() {
  t.clock.advance(61 * 60_000);
  return rx.worker.tick();
}

describe('a refund through PayPal', () => {
  it('refunds the capture in full (empty body, the refund id as PayPal-Request-Id) and completes', async () => {
    const { refundId, captureId, projectId } = await paypalRequest();
    const approved = await rx.approve(refundId);
    expect(approved.json()).toMatchObject({
      status: 'COMPLETED',
      provider: 'paypal',
      providerRefundId: expect.stringMatching(/^REF-/),
    });
    const [call] = refundCallsOf(captureId);
    expect(call?.body).toEqual({});
    expect(call?.headers['paypal-request-id']).toBe(refundId);
    expect(refundCallsOf(captureId)).toHaveLength(1);
    expect((await fx.figures(projectId)).purchases).toHaveLength(0);
  });

  it('PENDING at PayPal: stays approved to people, the worker asks again until it completes', async () => {
    const { refundId, buyer, projectId } = await paypalRequest();
    paypal.nextRefundStatus('PENDING');
    const approved = await rx.approve(refundId);
    expect(approved.json()).toMatchObject({ status: 'PENDING', providerRefundId: expect.any(String) });
    const providerRefundId = approved.json().providerRefundId as string;
    // Not due yet: the worker leaves it alone.
    expect(await rx.worker.tick()).toBe(0);
    // Due, still pending at PayPal: asked, and left for later.
    await workerLater();
    expect((await rx.stored(refundId))?.status).toBe('PENDING');
    expect((await fx.figures(projectId)).purchases).toHaveLength(1);
    expect(paypal.calls.some((c) => c.path === `/v2/payments/refunds/${providerRefundId}`)).toBe(true);

    paypal.settleRefund(providerRefundId, 'COMPLETED');
    expect(await workerLater()).toBe(1);
    expect((await rx.stored(refundId))?.status).toBe('COMPLETED');
    expect((await fx.figures(projectId)).purchases).toHaveLength(0);
    expect((await rx.mailsTo(buyer.email)).map((m) => m.kind)).toContain('refund_completed');
    expect(await workerLater()).toBe(0);
  });

  it('PENDING that PayPal then fails: FAILED with the reason, nothing undone', async () => {
    const { refundId, projectId } = await paypalRequest();
    paypal.nextRefundStatus('PENDING');
    const providerRefundId = (await rx.approve(refundId)).json().providerRefundId as string;
    paypal.settleRefund(providerRefundId, 'FAILED');
    await workerLater();
    expect(await rx.stored(refundId)).toMatchObject({ status: 'FAILED', failure_code: 'REFUND_FAILED' });
    expect((await fx.figures(projectId)).purchases).toHaveLength(1);
  });

  it('FAILED at PayPal: the admin reads why in their language; the buyer cannot ask again, an admin can refund', async () => {
    const { refundId, buyer, projectId, saleId } = await paypalRequest();
    paypal.nextRefundStatus('FAILED');
    const failed = await rx.approve(refundId, 'en');
    expect(failed.json()).toMatchObject({
      status: 'FAILED',
      failure: { code: 'REFUND_FAILED', message: 'The payment provider could not complete the refund.' },
    });
    const inSpanish = await rx.approve(refundId);
    expect(inSpanish.statusCode).toBe(409);
    const listed = (await fx.call('GET', '/api/admin/refunds?status=FAILED', await fx.adminAuth())).json();
    expect((listed.refunds as { id: string }[]).find((r) => r.id === refundId)).toMatchObject({
      failure: { code: 'REFUND_FAILED', message: 'El proveedor de pagos no pudo completar el reembolso.' },
    });
    expect((await fx.figures(projectId)).purchases).toHaveLength(1);
    const [order] = await rx.purchased(buyer.token);
    expect(order).toMatchObject({ refund: { status: 'FAILED' }, canRequestRefund: false });
    const again = await rx.request(buyer.token, projectId);
    expect(again.json()).toMatchObject({
      code: 'REFUND_ALREADY_REFUSED',
      message: 'El reembolso de esta compra no se pudo hacer; un administrador revisará tu caso',
    });
    // The failed attempt does not block the admin: a new refund goes through.
    const refunded = await rx.refundSale(saleId);
    expect(refunded.json()).toMatchObject({ origin: 'ADMIN', status: 'COMPLETED' });
  });

  it.each([
    ['REFUND_TIME_LIMIT_EXCEEDED', 'El pago es demasiado antiguo para reembolsarlo por PayPal'],
    ['TRANSACTION_REFUSED', 'PayPal rechazó el reembolso de esta transacción.'],
    ['SOMETHING_NEW', 'El proveedor de pagos rechazó el reembolso (código SOMETHING_NEW).'],
  ])('a PayPal refusal %s: FAILED with its code and its text for the admin', async (issue, text) => {
    const { refundId, captureId, projectId } = await paypalRequest();
    paypal.failNext('refund', { status: 422, issue });
    const failed = await rx.approve(refundId);
    expect(failed.json()).toMatchObject({ status: 'FAILED', failure: { code: issue } });
    expect(failed.json().failure.message).toContain(text);
    expect(refundCallsOf(captureId)).toHaveLength(1);
    expect((await fx.figures(projectId)).purchases).toHaveLength(1);
    // Final: the worker does not try again.
    expect(await workerLater()).toBe(0);
  });

  it('a lost answer: stays APPROVED, then the worker asks PayPal and adopts its refund (one refund call)', async () => {
    const { refundId, captureId, projectId } = await paypalRequest();
    paypal.failNext('refund', 'lost');
    const approved = await rx.approve(refundId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', providerRefundId: null });
    expect(refundCallsOf(captureId)).toHaveLength(1);
    // Approving again while it waits calls nobody.
    expect((await rx.approve(refundId)).json().status).toBe('APPROVED');

    expect(await workerLater()).toBe(1);
    expect(await rx.stored(refundId)).toMatchObject({ status: 'COMPLETED' });
    expect(refundCallsOf(captureId)).toHaveLength(1);
    expect((await fx.figures(projectId)).purchases).toHaveLength(0);
  });

  it('PayPal down: the worker finds no refund there and sends the same request id again', async () => {
    const { refundId, captureId } = await paypalRequest();
    paypal.failNext('refund', { status: 503 });
    expect((await rx.approve(refundId)).json().status).toBe('APPROVED');
    // Still down when the worker asks: it waits longer.
    paypal.failNext('get', { status: 503 });
    await workerLater();
    expect((await rx.stored(refundId))?.status).toBe('APPROVED');
    await workerLater();
    expect((await rx.stored(refundId))?.status).toBe('COMPLETED');
    const calls = refundCallsOf(captureId);
    expect(calls.map((c) => c.headers['paypal-request-id'])).toEqual([refundId, refundId]);
  });

  it('a claim left by a stopped process is taken over after its lease', async () => {
    const { refundId, captureId } = await paypalRequest();
    // As if a process approved it and stopped before calling PayPal.
    const claimedAt = new Date(t.clock.now().getTime() - 10 * 60_000);
    await fx.rows(
      sql`update refunds set status = 'APPROVED', claimed_at = ${claimedAt}, attempts = 1 where id = ${refundId}`,
    );
    expect(await rx.worker.tick()).toBe(1);
    expect((await rx.stored(refundId))?.status).toBe('COMPLETED');
    expect(refundCallsOf(captureId)).toHaveLength(1);
  });

  it('ten approvals at once make one PayPal refund call', async () => {
    const { refundId, captureId, projectId } = await paypalRequest();
    const answers = await Promise.all(Array.from({ length: 10 }, () => rx.approve(refundId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(refundCallsOf(captureId)).toHaveLength(1);
    expect((await rx.stored(refundId))?.status).toBe('COMPLETED');
    expect((await fx.figures(projectId)).salesCount).toBe(0);
  });

  it('an admin refund of a sale through PayPal, and of a sale already refunded', async () => {
    const { saleId, captureId, refundId } = await paypalRequest();
    const refunded = await rx.refundSale(saleId);
    expect(refunded.json()).toMatchObject({ id: refundId, status: 'COMPLETED', provider: 'paypal' });
    expect((await rx.refundSale(saleId)).json().code).toBe('SALE_ALREADY_REFUNDED');
    expect(refundCallsOf(captureId)).toHaveLength(1);
  });

  it('a capture PayPal says is already refunded (our earlier call): that refund is adopted', async () => {
    const { refundId, captureId, orderId, projectId } = await paypalRequest();
    // The refund happened at PayPal under another request id (an answer lost long ago).
    paypal.refunds.set('REF-EARLIER1', {
      id: 'REF-EARLIER1',
      orderId,
      captureId,
      status: 'COMPLETED',
      value: '9.99',
    });
    const approved = await rx.approve(refundId);
    expect(approved.json()).toMatchObject({ status: 'COMPLETED', providerRefundId: 'REF-EARLIER1' });
    expect((await fx.figures(projectId)).purchases).toHaveLength(0);
  });
});
