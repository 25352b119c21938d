import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, bearer, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { startFakePaypal, type TFakePaypal } from '../../../test/fake-paypal';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { refundFixtures } from '../../../test/refund-fixtures';
import { stuckFixtures } from '../../../test/stuck-fixtures';

/** The admin's system tab: the bounds on retried work, the stuck list and its audited actions. */
let t: TTestApp;
let github: TFakeGithub;
let paypal: TFakePaypal;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
let sx: ReturnType<typeof stuckFixtures>;
let admin: string;

const DAY = 24 * 60 * 60_000;

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
      // The clock moves by days: sessions must outlast it.
      SESSION_IDLE_MINUTES: '100000',
    },
  });
  fx = paymentFixtures(t, github);
  rx = refundFixtures(t, fx);
  sx = stuckFixtures(t);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await github.close();
});

const post = (url: string, payload?: object, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const auditsOf = (id: string) =>
  sx.rows<{ action: string; data: { reason?: string } }>(
    sql`select action, data from audit_log where entity_id = ${id} and action like 'stuck.%' order by created_at`,
  );

/** A PayPal refund PayPal holds PENDING and never settles. */
async function pendingRefund() {
  const dev = await fx.verifiedDeveloper();
  const projectId = await fx.publishedProject(dev);
  const buyer = await registerUser(t);
  const orderId = (await fx.call('POST', '/api/payments/orders', buyer.token, { projectId })).json().orderId;
  paypal.approve(orderId);
  expect((await fx.call('POST', `/api/payments/orders/${orderId}/capture`, buyer.token, {})).statusCode).toBe(
    200,
  );
  const refundId = (await rx.request(buyer.token, projectId)).json().id as string;
  paypal.nextRefundStatus('PENDING');
  expect((await rx.approve(refundId)).json()).toMatchObject({ status: 'PENDING' });
  return refundId;
}
/** The refund's state and whether it was set aside for a person. */
async function refundRow(refundId: string) {
  const [row] = await sx.rows<{ status: string; failure_code: string | null; needs_attention: boolean }>(
    sql`select status, failure_code, needs_attention_at is not null as needs_attention from refunds where id = ${refundId}`,
  );
  return row;
}
const refundChecks = () =>
  paypal.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v2/payments/refunds/'));

describe('a refund PayPal never settles', () => {
  it('is asked about for 7 days, then no longer: it lands in the stuck list, and is given up with a reason', async () => {
    const refundId = await pendingRefund();
    // Under way for more than a day: already in the list, still asked about.
    t.clock.advance(DAY + 60_000);
    await rx.worker.tick();
    expect(await sx.listed(admin, refundId)).toMatchObject({ kind: 'refund', actions: ['retry', 'give_up'] });
    // Past the bound: set aside, and never asked again however long it waits.
    t.clock.advance(6 * DAY + 60_000);
    await rx.worker.tick();
    expect((await refundRow(refundId))?.needs_attention).toBe(true);
    const asked = refundChecks().length;
    for (let hour = 0; hour < 5; hour += 1) {
      t.clock.advance(61 * 60_000);
      expect(await rx.worker.tick()).toBe(0);
    }
    expect(refundChecks()).toHaveLength(asked);

    const url = `/api/admin/system/stuck/refund/${refundId}/give-up`;
    const blank = await post(url, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await post(url, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    const given = await post(url, { reason: 'PayPal support confirmed it never went through.' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ changed: true, action: 'give_up' });
    expect(await refundRow(refundId)).toMatchObject({ status: 'FAILED', failure_code: 'GIVEN_UP' });
    // Idempotent: the same request again changes and audits nothing.
    expect((await post(url, { reason: 'again' })).json()).toMatchObject({ changed: false });
    expect(await auditsOf(refundId)).toEqual([
      { action: 'stuck.give_up', data: { reason: 'PayPal support confirmed it never went through.' } },
    ]);
    expect(await sx.listed(admin, refundId)).toBeUndefined();
    // No longer stuck: retrying it is a conflict.
    expect((await post(`/api/admin/system/stuck/refund/${refundId}/retry`)).statusCode).toBe(409);
  });

  it('retry now asks again, the bound counted afresh', async () => {
    const refundId = await pendingRefund();
    t.clock.advance(7 * DAY + 60_000);
    await rx.worker.tick();
    expect((await refundRow(refundId))?.needs_attention).toBe(true);
    const retried = await post(`/api/admin/system/stuck/refund/${refundId}/retry`);
    expect(retried.json()).toMatchObject({ changed: true });
    expect((await post(`/api/admin/system/stuck/refund/${refundId}/retry`)).json()).toMatchObject({
      changed: false,
    });
    const asked = refundChecks().length;
    await rx.worker.tick();
    expect(refundChecks().length).toBe(asked + 1);
    expect((await refundRow(refundId))?.needs_attention).toBe(false);
    expect(await sx.listed(admin, refundId)).toBeUndefined();
  });
});

describe('the stuck list and its actions', () => {
  it('shows a mail that gave up; retry queues it again, once', async () => {
    const mailId = await sx.gaveUpMail();
    expect(await sx.listed(admin, mailId)).toMatchObject({ kind: 'mail', actions: ['retry', 'handled'] });
    const url = `/api/admin/system/stuck/mail/${mailId}/retry`;
    expect((await post(url)).json()).toMatchObject({ changed: true });
    expect((await post(url)).json()).toMatchObject({ changed: false });
    const [row] = await sx.rows<{ status: string; attempts: number }>(
      sql`select status, attempts from mail_outbox where id = ${mailId}`,
    );
    expect(row).toEqual({ status: 'PENDING', attempts: 0 });
    expect((await auditsOf(mailId)).map((a) => a.action)).toEqual(['stuck.retry']);
    // Queued again, it is no longer stuck: marking it handled is a conflict.
    const handled = await post(`/api/admin/system/stuck/mail/${mailId}/handled`);
    expect(handled.statusCode).toBe(409);
    expect(handled.json().code).toBe('NOT_STUCK');
  });

  it('marks a mail as handled (it leaves the list), and refuses what does not apply', async () => {
    const mailId = await sx.gaveUpMail();
    expect((await post(`/api/admin/system/stuck/mail/${mailId}/give-up`, { reason: 'no' })).statusCode).toBe(
      409,
    );
    expect((await post(`/api/admin/system/stuck/mail/${mailId}/handled`)).json()).toMatchObject({
      changed: true,
    });
    expect((await post(`/api/admin/system/stuck/mail/${mailId}/handled`)).json()).toMatchObject({
      changed: false,
    });
    expect(await sx.listed(admin, mailId)).toBeUndefined();
    expect((await auditsOf(mailId)).map((a) => a.action)).toEqual(['stuck.handled']);
    const unknown = await post(`/api/admin/system/stuck/mail/${crypto.randomUUID()}/handled`);
    expect(unknown.statusCode).toBe(404);
    expect((await post(`/api/admin/system/stuck/parcel/${mailId}/handled`)).statusCode).toBe(400);
  });

  it('gives up on a GitHub check set aside: FAILED, its subject still blocked', async () => {
    const checkId = await sx.setAsideCheck();
    expect(await sx.listed(admin, checkId)).toMatchObject({
      kind: 'github_check',
      actions: ['retry', 'give_up'],
    });
    const url = `/api/admin/system/stuck/github_check/${checkId}/give-up`;
    expect((await post(url, { reason: 'The profile was deleted.' })).json()).toMatchObject({ changed: true });
    const [row] = await sx.rows<{ status: string; last_error: string }>(
      sql`select status, last_error from github_checks where id = ${checkId}`,
    );
    expect(row).toEqual({ status: 'FAILED', last_error: 'given_up' });
  });

  it("shows each worker's queue, oldest item and failures of the last day", async () => {
    await sx.gaveUpMail();
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/system', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.workers.map((w: { worker: string }) => w.worker).sort()).toEqual(
      ['builds', 'githubChecks', 'mail', 'owners', 'refunds', 'webhooks'].sort(),
    );
    const mail = body.workers.find((w: { worker: string }) => w.worker === 'mail');
    expect(mail.failuresLastDay).toBeGreaterThanOrEqual(1);
    expect(body.stuckCount).toBeGreaterThanOrEqual(1);
  });

  it('answers only admins', async () => {
    const user = await registerUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/system/stuck', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/system' })).statusCode).toBe(401);
  });
});
