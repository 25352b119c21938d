import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeBrevo, type TFakeBrevo } from '../../../test/fake-brevo';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { hostedBuildFor } from '../../../test/hosted-build-fixtures';
import { createMailInbox } from '../../../test/mail-inbox';
import { noticeWatch, readersOf } from '../../../test/notice-watch';
import { outboxWatch, recipientsOf, type TQueuedMail } from '../../../test/outbox-watch';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createUnsubscribeTokens } from '../../lib/unsubscribe-tokens';
import { createOwnerNoticeWorker } from '../notifications';

/**
 * Which e-mails a person gets: kinds on and off in their settings, an app's update mails one by
 * one, security mails always; every other mail carries a one-click unsubscribe (RFC 8058) that
 * works without signing in, reaches the provider in the mail's headers, and changes nothing when
 * its token is not one we signed. In-app notices come whatever the settings.
 */
let t: TTestApp;
let github: TFakeGithub;
let brevo: TFakeBrevo;
let fx: ReturnType<typeof paymentFixtures>;
let outbox: ReturnType<typeof outboxWatch>;
let notices: ReturnType<typeof noticeWatch>;
let inbox: ReturnType<typeof createMailInbox>;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  github = await startFakeGithub();
  brevo = await startFakeBrevo();
  t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    env: {
      PUBLIC_URL: 'https://vitrina.example',
      MAIL_PROVIDER: 'brevo',
      BREVO_API_URL: brevo.url,
      BREVO_API_KEY: brevo.apiKey,
    },
  });
  fx = paymentFixtures(t, github);
  outbox = outboxWatch(t);
  notices = noticeWatch(t);
  inbox = createMailInbox(t, brevo);
});
afterAll(async () => {
  await t.close();
  await github.close();
  await brevo.close();
});

type THeaders = Record<string, string>;

/** The headers the outbox row of a queued mail carries. */
async function headersOf(mail: TQueuedMail): Promise<THeaders> {
  const [row] = await fx.rows<{ headers: THeaders }>(
    sql`select headers from mail_outbox where id = ${mail.id}`,
  );
  return row?.headers ?? {};
}

/** The one-click address of a List-Unsubscribe header, and its token. */
function oneClickOf(headers: THeaders | undefined) {
  const value = headers?.['List-Unsubscribe'] ?? '';
  const url = /^<(https:\/\/[^>]+)>$/.exec(value)?.[1];
  if (!url) throw new Error(`no one-click address in ${JSON.stringify(headers)}`);
  const parsed = new URL(url);
  return { url, path: `${parsed.pathname}${parsed.search}`, token: parsed.searchParams.get('token') ?? '' };
}

/** What a mail program does with it (RFC 8058): a POST of `List-Unsubscribe=One-Click`, no session. */
const oneClick = (path: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: 'List-Unsubscribe=One-Click',
  });

const settingsOf = async (token: string) => {
  const response = await fx.call('GET', '/api/user/email-settings', token);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    kinds: { kind: string; enabled: boolean }[];
    apps: { projectId: string; name: string; slug: string; enabled: boolean }[];
  };
};
const setKind = (token: string, kind: string, enabled: boolean) =>
  fx.call('PUT', '/api/user/email-settings', token, { kind, enabled });

/** The opt-out rows, to show a refused request changed nothing. */
const optOuts = () =>
  fx.rows<{ n: number }>(
    sql`select (select count(*) from email_opt_outs)::int + (select count(*) from app_update_opt_outs)::int as n`,
  );

describe('the settings', () => {
  it('list each kind this account may get, all on at first', async () => {
    const user = await registerUser(t);
    expect((await settingsOf(user.token)).kinds).toEqual([
      { kind: 'app_updates', enabled: true },
      { kind: 'purchases', enabled: true },
      { kind: 'replies', enabled: true },
    ]);
    const dev = await fx.verifiedDeveloper();
    expect((await settingsOf(dev.token)).kinds.map((k) => k.kind)).toEqual([
      'app_updates',
      'purchases',
      'replies',
      'sales',
      'refunds',
      'feedback',
      'builds',
      'github_checks',
      'webhooks',
    ]);
  });

  it('a kind turned off sends no more such mail, while the notice still comes; on again, it does', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 4 });
    const off = await setKind(dev.token, 'sales', false);
    expect(off.statusCode).toBe(200);
    expect(off.json().kinds).toContainEqual({ kind: 'sales', enabled: false });

    const buyer = await registerUser(t);
    const muted = await outbox.queuedBy(() => notices.writtenBy(() => fx.buy(buyer.token, projectId)));
    expect(recipientsOf(muted.mails)).toEqual([['purchase_receipt', buyer.email]]);
    expect(readersOf(muted.result.notices)).toEqual([['developer.sale', dev.user.id]]);

    expect((await setKind(dev.token, 'sales', true)).statusCode).toBe(200);
    const second = await registerUser(t);
    const { mails } = await outbox.queuedBy(() => fx.buy(second.token, projectId));
    expect(recipientsOf(mails)).toEqual([
      ['purchase_receipt', second.email],
      ['sale_notice', dev.user.email],
    ]);
  });

  it('security mails are no kind: sent with every kind off, and with no unsubscribe link', async () => {
    const user = await registerUser(t);
    for (const kind of ['app_updates', 'purchases'])
      expect((await setKind(user.token, kind, false)).statusCode).toBe(200);
    const { mails } = await outbox.queuedBy(() =>
      fx.call('POST', '/api/auth/forgot-password', undefined, { email: user.email }),
    );
    expect(recipientsOf(mails)).toEqual([['password_reset', user.email]]);
    expect(await headersOf(mails[0] as TQueuedMail)).toEqual({});
    expect(mails[0]?.text).not.toContain('/unsubscribe');
  });

  it('refuses a kind that does not exist or a switch that is not one, and changes nothing', async () => {
    const user = await registerUser(t);
    const [before] = await optOuts();
    for (const body of [
      { kind: 'newsletters', enabled: false },
      { kind: 'sales' },
      { kind: 'sales', enabled: 'no' },
      { kind: 'sales', enabled: false, extra: 1 },
    ]) {
      const response = await fx.call('PUT', '/api/user/email-settings', user.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await optOuts()).toEqual([before]);
  });
});

describe('an app’s update mails, one by one', () => {
  it('an owner mutes one app: its new version still comes as a notice, with no mail; other apps mail', async () => {
    const dev = await fx.verifiedDeveloper();
    const quiet1 = await fx.publishedProject(dev, { price: 3 });
    const loud = await fx.publishedProject(dev, { price: 3 });
    const owner = await registerUser(t);
    await fx.buy(owner.token, quiet1);
    await fx.buy(owner.token, loud);
    const muted = await fx.call('PUT', `/api/user/email-settings/apps/${quiet1}`, owner.token, {
      enabled: false,
    });
    expect(muted.statusCode).toBe(200);
    expect(muted.json()).toEqual({ projectId: quiet1, enabled: false });
    const apps = (await settingsOf(owner.token)).apps;
    expect(apps.map((app) => [app.projectId, app.enabled]).sort()).toEqual(
      [
        [quiet1, false],
        [loud, true],
      ].sort(),
    );

    const admin = await fx.adminAuth();
    for (const projectId of [quiet1, loud]) {
      const build = await hostedBuildFor(t, projectId, { review: 'PENDING', version: '2.0.0' });
      expect((await fx.call('POST', `/api/admin/builds/${build}/approve`, admin)).statusCode).toBe(200);
    }
    const told = await outbox.queuedBy(() =>
      notices.writtenBy(() => createOwnerNoticeWorker(t.deps, quiet).drain()),
    );
    expect(readersOf(told.result.notices)).toEqual([
      ['owner.version_current', owner.user.id],
      ['owner.version_current', owner.user.id],
    ]);
    expect(recipientsOf(told.mails)).toEqual([['app_update', owner.email]]);
    expect(told.mails[0]?.text).toContain(`/app/`);
  });

  it('only an owner may choose: 403 for an app not owned, 404 for one not to be seen, 400 for a bad body', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 3 });
    const stranger = await registerUser(t);
    const [before] = await optOuts();
    const notOwned = await t.app.inject({
      method: 'PUT',
      url: `/api/user/email-settings/apps/${projectId}`,
      headers: { ...bearer(stranger.token), 'accept-language': 'es' },
      payload: { enabled: false },
    });
    expect(notOwned.statusCode).toBe(403);
    expect(notOwned.json().message).toBe('Solo puedes elegir los correos de las apps que tienes');
    expect(
      (await fx.call('PUT', '/api/user/email-settings/apps/no-such-app', stranger.token, { enabled: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await fx.call('PUT', `/api/user/email-settings/apps/${projectId}`, stranger.token, { enabled: 'off' }))
        .statusCode,
    ).toBe(400);
    expect(await optOuts()).toEqual([before]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  /** A developer with an app, and the mail of a new sale of it (queued, with its headers). */
  async function saleMail() {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 6 });
    const buyer = await registerUser(t);
    const { mails } = await outbox.queuedBy(() => fx.buy(buyer.token, projectId));
    const mail = mails.find((m) => m.kind === 'sale_notice') as TQueuedMail;
    return { dev, projectId, buyer, mail, headers: await headersOf(mail) };
  }

  it('every mail that is not about security carries List-Unsubscribe and its one-click POST, up to the provider', async () => {
    const { dev, buyer, headers } = await saleMail();
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickOf(headers).url).toMatch(
      /^https:\/\/vitrina\.example\/api\/email\/unsubscribe\?token=u1\./,
    );
    const delivered = await inbox.deliver();
    const toDeveloper = delivered.find((m) => m.to[0]?.email === dev.user.email);
    const toBuyer = delivered.find((m) => m.to[0]?.email === buyer.email);
    expect(toDeveloper?.headers).toEqual(headers);
    // The buyer's receipt names the buyer's own kind (purchases), not the developer's.
    expect(oneClickOf(toBuyer?.headers).token).not.toBe(oneClickOf(headers).token);
    expect(toDeveloper?.textContent).toContain('https://vitrina.example/unsubscribe?token=u1.');
    expect(toDeveloper?.htmlContent).toContain('href="https://vitrina.example/unsubscribe?token=u1.');
    expect(toDeveloper?.textContent).toContain('https://vitrina.example/user-profile#email-settings');
  });

  it('a GET never changes anything: it sends the browser to the confirmation page', async () => {
    const { dev, headers } = await saleMail();
    const { path, token } = oneClickOf(headers);
    const [before] = await optOuts();
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/email/unsubscribe/details?token=${encodeURIComponent(token)}`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      kind: 'sales',
      appName: null,
      email: `${dev.user.email.slice(0, 1)}•••@correo-prueba.net`,
      subscribed: true,
    });
    expect(await optOuts()).toEqual([before]);
  });

  it('the POST a mail program sends turns that kind off, without a session; again is fine', async () => {
    const { dev, projectId, headers } = await saleMail();
    const { path } = oneClickOf(headers);
    const done = await oneClick(path, 'en');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      kind: 'sales',
      subscribed: false,
      message: 'Done: we will not send you e-mails of this kind any more.',
    });
    expect((await settingsOf(dev.token)).kinds).toContainEqual({ kind: 'sales', enabled: false });
    expect((await oneClick(path)).statusCode).toBe(200);
    // The confirmation page's button posts JSON, or nothing: the same.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);

    const another = await registerUser(t);
    const { mails } = await outbox.queuedBy(() => fx.buy(another.token, projectId));
    expect(recipientsOf(mails)).toEqual([['purchase_receipt', another.email]]);
  });

  it('an update mail’s link turns off that app’s updates only', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 2 });
    const owner = await registerUser(t);
    await fx.buy(owner.token, projectId);
    const build = await hostedBuildFor(t, projectId, { review: 'PENDING', version: '3.0.0' });
    await fx.call('POST', `/api/admin/builds/${build}/approve`, await fx.adminAuth());
    const { mails } = await outbox.queuedBy(() => createOwnerNoticeWorker(t.deps, quiet).drain());
    const update = mails.find((m) => m.kind === 'app_update') as TQueuedMail;
    const { path, token } = oneClickOf(await headersOf(update));
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/email/unsubscribe/details?token=${token}`,
    });
    expect(details.json()).toMatchObject({ kind: 'app_updates', subscribed: true });
    expect(details.json().appName).toMatch(/^Editor de Fotos/);
    expect((await oneClick(path)).json()).toMatchObject({ kind: 'app_updates', subscribed: false });
    const settings = await settingsOf(owner.token);
    expect(settings.kinds).toContainEqual({ kind: 'app_updates', enabled: true });
    expect(settings.apps).toEqual([expect.objectContaining({ projectId, enabled: false })]);
  });

  it('a forged or altered token changes nothing and says so clearly', async () => {
    const { dev, headers } = await saleMail();
    const { token } = oneClickOf(headers);
    const [payload, mac] = token.split('.').slice(1) as [string, string];
    const otherSecret = createUnsubscribeTokens('another-secret-that-is-long-enough-0123').sign({
      userId: dev.user.id,
      kind: 'sales',
      projectId: null,
    });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherKind = Buffer.from(JSON.stringify({ ...claims, k: 'builds' })).toString('base64url');
    const bad = [
      otherSecret,
      `u1.${otherKind}.${mac}`,
      `u1.${payload}.${mac.slice(0, -2)}AA`,
      token.slice(0, -5),
      'u1.e30.e30',
      'hola',
    ];
    const [before] = await optOuts();
    for (const forged of bad) {
      const path = `/api/email/unsubscribe?token=${encodeURIComponent(forged)}`;
      for (const response of [
        await oneClick(path, 'es'),
        await t.app.inject({
          method: 'GET',
          url: `/api/email/unsubscribe/details?token=${encodeURIComponent(forged)}`,
        }),
      ]) {
        expect(response.statusCode, forged).toBe(400);
        expect(response.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
      }
    }
    const refused = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(otherSecret)}`, 'es');
    expect(refused.json().message).toMatch(/^Este enlace para darte de baja no es válido/);
    expect((await oneClick('/api/email/unsubscribe')).statusCode).toBe(400);
    expect(await optOuts()).toEqual([before]);
    expect((await settingsOf(dev.token)).kinds.every((k) => k.enabled)).toBe(true);
  });

  it('a link of an account since deleted is not valid', async () => {
    const user = await registerUser(t);
    const token = createUnsubscribeTokens(t.deps.appTokenSecret).sign({
      userId: user.user.id,
      kind: 'purchases',
      projectId: null,
    });
    await fx.rows(sql`delete from users where id = ${user.user.id}`);
    const response = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
  });
});
