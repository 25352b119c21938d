import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { startFakeWebhookReceiver, type TFakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { verifyVitrinaSignature } from './verify-example.mjs';

/**
 * Deliveries to a receiver on 127.0.0.1 (loopback allowed, as in tests and local development):
 * signed as the README says, retried with the same event id on network errors, 429 and 5xx,
 * never redirected, given up at once on another 4xx, and an endpoint failing for 3 days paused.
 */
let t: TTestApp;
let github: TFakeGithub;
let receiver: TFakeWebhookReceiver;
let fx: ReturnType<typeof paymentFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  receiver = await startFakeWebhookReceiver();
  t = await createTestApp({
    githubUrl: github.url,
    env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_TIMEOUT_MS: '1000', SESSION_IDLE_MINUTES: '10000' },
  });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await github.close();
});

const BASE = '/api/developer/me/webhooks';
const drain = () => t.services.workers.webhooks.drain();
let serial = 0;

/** A developer with an endpoint at a path of the receiver of its own. */
async function endpointFor(events: string[] = ['sale.completed']) {
  serial += 1;
  const path = `/hook-${serial}`;
  const dev = await fx.verifiedDeveloper();
  const made = await fx.call('POST', BASE, dev.token, { url: receiver.url(path), events });
  expect(made.statusCode, made.body).toBe(201);
  return { dev, path, id: made.json().endpoint.id as string, secret: made.json().secret as string };
}

const logOf = async (token: string, id: string) =>
  (await fx.call('GET', `${BASE}/${id}/deliveries?page=0&size=20`, token)).json();
const sendTest = async (token: string, id: string) =>
  expect((await fx.call('POST', `${BASE}/${id}/test`, token)).statusCode).toBe(202);
const verified = (request: { body: string; headers: Record<string, unknown> }, secret: string) =>
  verifyVitrinaSignature(
    request.body,
    String(request.headers['vitrina-signature']),
    secret,
    300,
    t.clock.now().getTime(),
  );
const minutes = (n: number) => n * 60_000;

describe('a sale', () => {
  it('is delivered once, signed, with its versioned body and nothing about the buyer', async () => {
    const { dev, path, id, secret } = await endpointFor();
    const projectId = await fx.publishedProject(dev, { price: 9.99 });
    const buyer = await registerUser(t);
    const { saleId } = await fx.buy(buyer.token, projectId);
    expect(await drain()).toBeGreaterThanOrEqual(1);
    const [request] = receiver.received(path);
    expect(request).toBeDefined();
    if (!request) return;
    expect(verified(request, secret)).toBe(true);
    expect(verified(request, 'whsec_otro')).toBe(false);
    expect(verified({ ...request, body: request.body.replace('999', '998') }, secret)).toBe(false);
    const body = JSON.parse(request.body);
    const [app] = await fx.rows<{ slug: string; name: string }>(
      sql`select slug, name from projects where id = ${projectId}`,
    );
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'sale.completed',
      version: 1,
      created: expect.any(String),
      data: {
        sale: {
          id: saleId,
          amountCents: 999,
          currency: 'USD',
          commissionCents: 100,
          netCents: 899,
          createdAt: expect.any(String),
        },
        app: { id: projectId, slug: app?.slug, name: app?.name },
      },
    });
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Vitrina-Webhooks/1',
      'vitrina-event-id': body.id,
      'vitrina-event-type': 'sale.completed',
    });
    expect(request.body).not.toContain(buyer.user.id);
    expect(request.body).not.toContain(buyer.email);
    const log = await logOf(dev.token, id);
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        eventId: body.id,
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        responseExcerpt: 'ok',
      }),
    ]);
    // The endpoint's list shows its last delivery.
    const listed = (await fx.call('GET', BASE, dev.token)).json().endpoints[0];
    expect(listed.lastDelivery).toMatchObject({
      status: 'delivered',
      eventType: 'sale.completed',
      responseStatus: 200,
    });
  });

  it('is not sent to an endpoint that did not choose it, nor to a paused one', async () => {
    const { dev, path } = await endpointFor(['refund.completed']);
    const projectId = await fx.publishedProject(dev, { price: 3 });
    await fx.buy((await registerUser(t)).token, projectId);
    await drain();
    expect(receiver.received(path)).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a 500 later with the same event id, then it is delivered', async () => {
    const { dev, path, id } = await endpointFor();
    receiver.script(path, { status: 500, body: 'caído' }, { status: 200, body: 'gracias' });
    await sendTest(dev.token, id);
    await drain();
    let [delivery] = (await logOf(dev.token, id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseExcerpt: 'caído',
    });
    const wait = Date.parse(delivery.nextAttemptAt) - t.clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(minutes(0.9));
    expect(wait).toBeLessThanOrEqual(minutes(1.1));
    // Not due yet: nothing is sent.
    await drain();
    expect(receiver.received(path)).toHaveLength(1);
    t.clock.advance(minutes(2));
    await drain();
    [delivery] = (await logOf(dev.token, id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      responseStatus: 200,
      responseExcerpt: 'gracias',
    });
    const ids = receiver.received(path).map((request) => request.headers['vitrina-event-id']);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(JSON.parse(receiver.received(path)[1]?.body ?? '{}').id).toBe(ids[0]);
  });

  it('retries a 429 and a timeout; keeps the first 1 KB of an answer', async () => {
    const { dev, path, id } = await endpointFor();
    receiver.script(path, { status: 429, body: 'x'.repeat(5000) }, 'hang', { status: 204 });
    await sendTest(dev.token, id);
    await drain();
    let [delivery] = (await logOf(dev.token, id)).deliveries;
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: 429 });
    expect(delivery.responseExcerpt).toHaveLength(1024);
    t.clock.advance(minutes(2));
    await drain();
    [delivery] = (await logOf(dev.token, id)).deliveries;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 2,
      responseStatus: null,
      error: 'timeout',
    });
    t.clock.advance(minutes(6));
    await drain();
    [delivery] = (await logOf(dev.token, id)).deliveries;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 204 });
  });

  it('never follows a redirect, and gives up a 4xx at once', async () => {
    const { dev, path, id } = await endpointFor();
    receiver.script(path, { status: 302, location: receiver.url('/elsewhere') }, { status: 404, body: 'no' });
    await sendTest(dev.token, id);
    await sendTest(dev.token, id);
    await drain();
    expect(receiver.received('/elsewhere')).toHaveLength(0);
    const statuses = (await logOf(dev.token, id)).deliveries.map(
      (d: { status: string; responseStatus: number }) => [d.status, d.responseStatus],
    );
    expect(statuses.sort()).toEqual([
      ['failed', 302],
      ['failed', 404],
    ]);
    t.clock.advance(minutes(60));
    await drain();
    expect(receiver.received(path)).toHaveLength(2);
  });
});
