import { translateMessage } from '@vitrina/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createWebhookService } from './webhook.service';

/**
 * Webhook endpoints through the API, with loopback refused (the production setting): what may be
 * added, the secret answered once, the limit of 5, bad input changing nothing, the addresses that
 * are not the public internet refused, and another developer's endpoint not existing.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
type TDeveloper = Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let dev: TDeveloper;

// A public address written as an IP (no DNS needed): these tests never send to it.
const PUBLIC = 'https://93.184.215.14/webhooks/vitrina';

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url, env: { WEBHOOKS_ALLOW_LOOPBACK: 'false' } });
  fx = paymentFixtures(t, github);
  dev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const BASE = '/api/developer/me/webhooks';
const add = (token: string, body: object) => fx.call('POST', BASE, token, body);
const endpointsOf = async (token: string) =>
  (await fx.call('GET', BASE, token)).json().endpoints as { id: string }[];
const countOf = async (developerId: string) =>
  Number(
    (
      await fx.rows<{ n: number }>(
        sql`select count(*)::int as n from webhook_endpoints where developer_id = ${developerId}`,
      )
    )[0]?.n,
  );

describe('adding an endpoint', () => {
  it('answers the secret once; the list shows the endpoint without it', async () => {
    const made = await add(dev.token, {
      url: PUBLIC,
      events: ['sale.completed', 'build.failed'],
      description: 'CRM',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { endpoint, secret } = made.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({
      url: PUBLIC,
      events: ['sale.completed', 'build.failed'],
      description: 'CRM',
      status: 'active',
      lastDelivery: null,
    });
    const list = await fx.call('GET', BASE, dev.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().limit).toBe(5);
    expect(list.body).not.toContain(secret);
    expect(list.json().endpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
  });

  it('takes at most 5 endpoints per developer, with a clear message', async () => {
    const owner = await fx.verifiedDeveloper();
    for (let i = 0; i < 5; i++)
      expect((await add(owner.token, { url: PUBLIC, events: ['sale.completed'] })).statusCode).toBe(201);
    const sixth = await add(owner.token, { url: PUBLIC, events: ['sale.completed'] });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.code).toBe('WEBHOOK_LIMIT_REACHED');
    expect(sixth.json().message).toBe('Ya tienes 5 endpoints, el máximo: elimina uno para añadir otro.');
    expect(await countOf(owner.user.id)).toBe(5);
  });

  it('holds the limit under concurrent adds', async () => {
    const owner = await fx.verifiedDeveloper();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add(owner.token, { url: PUBLIC, events: ['refund.completed'] })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(await countOf(owner.user.id)).toBe(5);
  });

  it.each([
    ['not a URL', { url: 'no es una dirección', events: ['sale.completed'] }, 'url', 'webhook.urlInvalid'],
    ['no address', { url: '', events: ['sale.completed'] }, 'url', 'webhook.urlRequired'],
    [
      'too long',
      { url: `https://93.184.215.14/${'a'.repeat(2100)}`, events: ['sale.completed'] },
      'url',
      'webhook.urlTooLong',
    ],
    ['no events', { url: PUBLIC, events: [] }, 'events', 'webhook.eventsRequired'],
    ['an unknown event', { url: PUBLIC, events: ['sale.refunded'] }, 'events.0', 'webhook.eventUnknown'],
    [
      'a repeated event',
      { url: PUBLIC, events: ['sale.completed', 'sale.completed'] },
      'events',
      'webhook.eventsRepeated',
    ],
    [
      'a long description',
      { url: PUBLIC, events: ['sale.completed'], description: 'x'.repeat(201) },
      'description',
      'webhook.descriptionTooLong',
    ],
  ])('refuses %s with the message on its field, and saves nothing', async (_case, body, field, key) => {
    const owner = await fx.verifiedDeveloper();
    const answer = await add(owner.token, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION_ERROR');
    expect(answer.json().error.details).toEqual(
      expect.arrayContaining([{ field, message: translateMessage(key, 'es') }]),
    );
    expect(await countOf(owner.user.id)).toBe(0);
  });
});

describe('addresses that are not the public internet', () => {
  it.each([
    ['loopback (setting off)', 'https://127.0.0.1/hook', 'webhook.urlNotPublic'],
    ['loopback, another spelling', 'https://2130706433/hook', 'webhook.urlNotPublic'],
    ['IPv6 loopback', 'https://[::1]/hook', 'webhook.urlNotPublic'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook', 'webhook.urlNotPublic'],
    ['a private network', 'https://10.0.0.1/hook', 'webhook.urlNotPublic'],
    ['another private network', 'https://192.168.1.20/hook', 'webhook.urlNotPublic'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data', 'webhook.urlNotPublic'],
    ['CGNAT', 'https://100.64.0.7/hook', 'webhook.urlNotPublic'],
    ['a unique local IPv6 address', 'https://[fd00:ec2::254]/hook', 'webhook.urlNotPublic'],
    ['a name resolving to loopback', 'https://localhost/hook', 'webhook.urlNotPublic'],
    ['plain http', 'http://93.184.215.14/hook', 'webhook.urlNotHttps'],
    ['another scheme', 'ftp://93.184.215.14/hook', 'webhook.urlNotHttps'],
    ['credentials in it', 'https://user:secret@93.184.215.14/hook', 'webhook.urlCredentials'],
  ])('refuses %s when saved, and saves nothing', async (_case, url, key) => {
    const owner = await fx.verifiedDeveloper();
    const answer = await add(owner.token, { url, events: ['sale.completed'] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: 'WEBHOOK_ADDRESS_REFUSED',
      details: [{ field: 'url', message: translateMessage(key, 'es') }],
    });
    expect(await countOf(owner.user.id)).toBe(0);
  });

  it('says so in English to an English reader', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: `Bearer ${dev.token}`, 'accept-language': 'en' },
      payload: { url: 'https://10.0.0.1/hook', events: ['sale.completed'] },
    });
    expect(answer.json().message).toBe(
      'That address leads to a private network or to this very server: events are sent to public internet addresses only.',
    );
  });

  it('refuses a name whose addresses include a private one, and one that does not resolve', async () => {
    const service = createWebhookService(t.deps, {
      resolve: async (host) => {
        if (host === 'mixed.example.test')
          return [
            { address: '93.184.215.14', family: 4 },
            { address: '10.1.2.3', family: 4 },
          ];
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    const actor = { id: dev.user.id, role: 'developer' as const };
    await expect(
      service.create(actor, { url: 'https://mixed.example.test/h', events: ['sale.completed'] }),
    ).rejects.toMatchObject({
      code: 'WEBHOOK_ADDRESS_REFUSED',
      messageKey: 'webhook.urlNotPublic',
    });
    await expect(
      service.create(actor, { url: 'https://nowhere.example.test/h', events: ['sale.completed'] }),
    ).rejects.toMatchObject({
      messageKey: 'webhook.urlUnresolved',
    });
  });

  it('checks a changed address as a new one', async () => {
    const owner = await fx.verifiedDeveloper();
    const { endpoint } = (await add(owner.token, { url: PUBLIC, events: ['sale.completed'] })).json();
    const changed = await fx.call('PATCH', `${BASE}/${endpoint.id}`, owner.token, {
      url: 'https://169.254.169.254/',
    });
    expect(changed.statusCode).toBe(400);
    expect((await fx.call('GET', BASE, owner.token)).json().endpoints[0].url).toBe(PUBLIC);
  });
});

describe('changing, rotating, deleting', () => {
  it('changes events and description; refuses an empty change', async () => {
    const dev = await fx.verifiedDeveloper();
    const { endpoint } = (await add(dev.token, { url: PUBLIC, events: ['sale.completed'] })).json();
    const changed = await fx.call('PATCH', `${BASE}/${endpoint.id}`, dev.token, {
      events: ['refund.completed', 'build.approved'],
      description: 'Contabilidad',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      events: ['refund.completed', 'build.approved'],
      description: 'Contabilidad',
    });
    const empty = await fx.call('PATCH', `${BASE}/${endpoint.id}`, dev.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No hay nada que cambiar.');
  });

  it('rotates the secret: a new one, answered once, the old one valid 24 hours', async () => {
    const dev = await fx.verifiedDeveloper();
    const { endpoint, secret } = (await add(dev.token, { url: PUBLIC, events: ['sale.completed'] })).json();
    const rotated = await fx.call('POST', `${BASE}/${endpoint.id}/rotate-secret`, dev.token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    const until = Date.parse(rotated.json().endpoint.previousSecretExpiresAt);
    expect(until - t.clock.now().getTime()).toBe(24 * 3_600_000);
  });

  it('deletes an endpoint; another developer’s is not found, a plain user is forbidden', async () => {
    const dev = await fx.verifiedDeveloper();
    const { endpoint } = (await add(dev.token, { url: PUBLIC, events: ['sale.completed'] })).json();
    const other = await fx.verifiedDeveloper();
    for (const [method, path] of [
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/rotate-secret'],
      ['POST', '/resume'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const) {
      const answer = await fx.call(
        method,
        `${BASE}/${endpoint.id}${path}`,
        other.token,
        method === 'PATCH' ? { description: 'x' } : undefined,
      );
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.json().message).toBe('Endpoint no encontrado');
    }
    const user = await registerUser(t);
    expect((await fx.call('GET', BASE, user.token)).statusCode).toBe(403);
    expect((await fx.call('DELETE', `${BASE}/${endpoint.id}`, dev.token)).statusCode).toBe(204);
    expect((await endpointsOf(dev.token)).map((e) => e.id)).not.toContain(endpoint.id);
    expect((await fx.call('DELETE', `${BASE}/${endpoint.id}`, dev.token)).statusCode).toBe(404);
  });

  it('refuses a page out of range in the delivery log', async () => {
    const dev = await fx.verifiedDeveloper();
    const { endpoint } = (await add(dev.token, { url: PUBLIC, events: ['sale.completed'] })).json();
    expect((await fx.call('GET', `${BASE}/${endpoint.id}/deliveries?page=-1`, dev.token)).statusCode).toBe(
      400,
    );
    const empty = await fx.call('GET', `${BASE}/${endpoint.id}/deliveries?page=0&size=5`, dev.token);
    expect(empty.json()).toMatchObject({ deliveries: [], totalElements: 0, hasNext: false });
  });
});
