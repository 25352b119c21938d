import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { completeSaleRefund } from '../../../test/complete-sale-refund';
import { createProject, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { startFakeWebhookReceiver, type TFakeWebhookReceiver } from '../../../test/fake-webhook-receiver';
import { insertReadyBuild, sampleAppFiles } from '../../../test/hosted-build-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';
import type { TResolve } from './address-guard';
import { verifyVitrinaSignature } from './verify-example.mjs';
import { createWebhookService } from './webhook.service';
import { createWebhookWorker } from './webhook-worker';

/**
 * What happens over time: a secret's rotation, an endpoint failing for 3 days (paused, its
 * developer told), a name that starts resolving to a private address, and the other events.
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
    env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', SESSION_IDLE_MINUTES: '100000', SESSION_MAX_DAYS: '365' },
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
const HOUR = 3_600_000;
let serial = 0;

async function endpointFor(events: string[]) {
  serial += 1;
  const path = `/life-${serial}`;
  const dev = await fx.verifiedDeveloper();
  const made = await fx.call('POST', BASE, dev.token, { url: receiver.url(path), events });
  expect(made.statusCode, made.body).toBe(201);
  return { dev, path, id: made.json().endpoint.id as string, secret: made.json().secret as string };
}
const sendTest = async (token: string, id: string) =>
  expect((await fx.call('POST', `${BASE}/${id}/test`, token)).statusCode).toBe(202);
const signaturesOf = (request: { headers: Record<string, unknown> } | undefined) =>
  String(request?.headers['vitrina-signature'])
    .split(',')
    .filter((part) => part.startsWith('v1='));
const verifies = (request: { body: string; headers: Record<string, unknown> } | undefined, secret: string) =>
  !!request &&
  verifyVitrinaSignature(
    request.body,
    String(request.headers['vitrina-signature']),
    secret,
    300,
    t.clock.now().getTime(),
  );

describe('rotating the secret', () => {
  it('signs with both secrets for 24 hours, then with the new one only', async () => {
    const { dev, path, id, secret: old } = await endpointFor(['sale.completed']);
    const rotated = await fx.call('POST', `${BASE}/${id}/rotate-secret`, dev.token);
    const fresh = rotated.json().secret as string;
    await sendTest(dev.token, id);
    await drain();
    const during = receiver.received(path)[0];
    expect(signaturesOf(during)).toHaveLength(2);
    expect(verifies(during, fresh)).toBe(true);
    expect(verifies(during, old)).toBe(true);
    t.clock.advance(24 * HOUR + 1000);
    await sendTest(dev.token, id);
    await drain();
    const after = receiver.received(path)[1];
    expect(signaturesOf(after)).toHaveLength(1);
    expect(verifies(after, fresh)).toBe(true);
    expect(verifies(after, old)).toBe(false);
    expect((await fx.call('GET', BASE, dev.token)).json().endpoints[0].previousSecretExpiresAt).toBeNull();
  });
});

describe('an endpoint failing for 3 days', () => {
  it('is retried with backoff, then paused, its developer told by mail and notice; resumed, it gets events again', async () => {
    const { dev, path, id } = await endpointFor(['sale.completed']);
    receiver.script(path, ...Array.from({ length: 40 }, () => ({ status: 503, body: 'mantenimiento' })));
    await sendTest(dev.token, id);
    // Attempt after attempt (1 min, 5 min, 30 min, 2 h, then every 6 h) until 3 days have passed.
    for (let hour = 0; hour <= 74; hour++) {
      await drain();
      t.clock.advance(HOUR);
    }
    await drain();
    const attempts = receiver.received(path);
    expect(attempts.length).toBeGreaterThanOrEqual(12);
    expect(attempts.length).toBeLessThanOrEqual(17);
    expect(new Set(attempts.map((request) => request.headers['vitrina-event-id'])).size).toBe(1);
    const listed = (await fx.call('GET', BASE, dev.token)).json().endpoints[0];
    expect(listed).toMatchObject({ status: 'paused', pausedReason: 'failing' });
    const [delivery] = (await fx.call('GET', `${BASE}/${id}/deliveries`, dev.token)).json().deliveries;
    expect(delivery.status).toBe('failed');
    const mails = await fx.rows<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where kind = 'webhook_paused' and to_email = ${dev.user.email}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Vitrina: pausamos tu webhook');
    expect(mails[0]?.text).toContain(receiver.url(path));
    expect(mails[0]?.text).toContain('HTTP 503');
    const notices = await fx.rows<{ code: string }>(
      sql`select code from notices where user_id = ${dev.user.id}`,
    );
    expect(notices.map((notice) => notice.code)).toContain('developer.webhook_paused');
    // Paused: a sale sends nothing to it.
    const projectId = await fx.publishedProject(dev, { price: 2 });
    await fx.buy((await registerUser(t)).token, projectId);
    await drain();
    expect(receiver.received(path)).toHaveLength(attempts.length);
    // Resumed: the next sale is delivered.
    expect((await fx.call('POST', `${BASE}/${id}/resume`, dev.token)).json().status).toBe('active');
    await fx.buy((await registerUser(t)).token, projectId);
    await drain();
    expect(receiver.received(path)).toHaveLength(attempts.length + 1);
    expect(JSON.parse(receiver.received(path).at(-1)?.body ?? '{}').type).toBe('sale.completed');
  });
});

describe('a name that changes where it leads', () => {
  it('is checked again when sent: once it resolves to a private address, nothing is sent', async () => {
    let address = '127.0.0.1';
    const resolve: TResolve = async () => [{ address, family: 4 }];
    const service = createWebhookService(t.deps, { resolve });
    const worker = createWebhookWorker(
      t.deps,
      { info: () => {}, warn: () => {}, error: () => {} },
      {
        notifications: t.services.notifications,
        resolve,
      },
    );
    const dev = await fx.verifiedDeveloper();
    const actor = { id: dev.user.id, role: 'developer' as const };
    const path = '/rebinding';
    const { endpoint } = await service.create(actor, {
      url: `http://hooks.receiver.test:${receiver.port}${path}`,
      events: ['sale.completed'],
    });
    await service.sendTest(actor, endpoint.id);
    await worker.drain();
    expect(receiver.received(path)).toHaveLength(1);
    address = '10.0.0.1';
    await service.sendTest(actor, endpoint.id);
    await worker.drain();
    expect(receiver.received(path)).toHaveLength(1);
    // The two test events may carry the same time: each is found by its state, not by its order.
    const { deliveries } = await service.deliveries(actor, endpoint.id, { page: 0, size: 5 });
    expect(deliveries).toHaveLength(2);
    expect(deliveries.filter((d) => d.status === 'delivered')).toHaveLength(1);
    expect(deliveries.find((d) => d.status !== 'delivered')).toMatchObject({
      status: 'pending',
      error: 'address refused: webhook.urlNotPublic',
    });
  });
});

describe('the other events', () => {
  it('tells of a completed refund', async () => {
    const { dev, path } = await endpointFor(['refund.completed']);
    const projectId = await fx.publishedProject(dev, { price: 5 });
    const { saleId } = await fx.buy((await registerUser(t)).token, projectId);
    await completeSaleRefund(t, saleId);
    await drain();
    const body = JSON.parse(receiver.received(path)[0]?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'refund.completed',
      data: { refund: { saleId, amountCents: 500, currency: 'USD', netCents: 450 }, app: { id: projectId } },
    });
  });

  it('tells of an approved build and of a failed one', async () => {
    const { dev, path } = await endpointFor(['build.approved', 'build.failed']);
    const projectId = await createProject(t, github, dev);
    const { buildId } = await insertReadyBuild(t, projectId, sampleAppFiles(), {
      review: 'PENDING',
      current: false,
      version: '2.0.0',
    });
    const approved = await fx.call('POST', `/api/admin/builds/${buildId}/approve`, await fx.adminAuth());
    expect(approved.statusCode, approved.body).toBe(200);
    const added = await fx.call('POST', `/api/project/${projectId}/builds`, dev.token, {
      version: '2.0.1',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    expect(added.statusCode, added.body).toBe(202);
    await fx.rows(
      sql`update builds set repository_url = 'https://github.com/nadie/borrado' where id = ${added.json().id}`,
    );
    await t.services.workers.builds.runOnce();
    await drain();
    const bodies = receiver.received(path).map((request) => JSON.parse(request.body));
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'build.approved',
          data: expect.objectContaining({
            build: expect.objectContaining({ id: buildId, version: '2.0.0', current: true }),
          }),
        }),
        expect.objectContaining({
          type: 'build.failed',
          data: expect.objectContaining({
            build: expect.objectContaining({
              id: added.json().id,
              failure: { code: 'REPOSITORY_NOT_FOUND', params: {} },
            }),
          }),
        }),
      ]),
    );
  });
});
