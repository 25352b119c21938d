import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import {
  appHostOf,
  insertReadyBuild,
  projectSlugOf,
  sampleAppFiles,
} from '../../../test/hosted-build-fixtures';
import { recordSecrets } from '../../../test/log-audit';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { builds } from '../../db/schema';

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
const logLines: string[] = [];
type TDeveloper = Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let owner: TDeveloper;
let otherDeveloper: { token: string };
let buyer: { token: string; user: { id: string } };
let stranger: { token: string };
let admin: string;
/** A paid app the buyer bought, another paid app, and their hosts. */
let paid: string;
let paidHost: string;
let paidSlug: string;
let otherPaidHost: string;
let otherPaid: string;

type TLaunchAnswer = { url: string };

const launchProject = (token: string | undefined, idOrSlug: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/project/${idOrSlug}/launch`,
    headers: token ? bearer(token) : {},
  });
const launchBuild = (token: string, buildId: string) =>
  t.app.inject({ method: 'POST', url: `/api/builds/${buildId}/launch`, headers: bearer(token) });

/** The launch address of a successful launch call (its token noted for the log audit). */
async function launchUrl(response: Promise<LightMyRequestResponse>): Promise<URL> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  const url = new URL((answer.json() as TLaunchAnswer).url);
  recordSecrets([url.searchParams.get('t')]);
  return url;
}

/** Follows a launch address as the browser does (its host, its path), optionally on another host. */
const follow = (url: URL, hostOverride?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: hostOverride ?? url.host },
  });

const setCookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header[0] : header;
};
/** The `name=value` pair a browser sends back. */
const cookieOf = (response: LightMyRequestResponse) => {
  const header = setCookieOf(response);
  if (!header) throw new Error(`no cookie set: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const pair = header.split(';')[0] as string;
  recordSecrets([pair.slice(pair.indexOf('=') + 1)]);
  return pair;
};

const open = (hostHeader: string, url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: hostHeader, ...(cookie ? { cookie } : {}), ...headers },
  });

/** Launches the app as the person and answers the app session cookie it leaves. */
async function sessionCookie(token: string, projectId: string) {
  const followed = await follow(await launchUrl(launchProject(token, projectId)));
  expect(followed.statusCode, followed.body).toBe(303);
  return cookieOf(followed);
}

function expectPaidPage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toMatch(/^sandbox /);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url, logLines });
  fx = paymentFixtures(t, github);
  owner = await fx.verifiedDeveloper();
  otherDeveloper = await fx.verifiedDeveloper();
  buyer = await registerUser(t);
  stranger = await registerUser(t);
  admin = await fx.adminAuth();
  paid = await fx.publishedProject(owner, { price: 9.99 });
  await insertReadyBuild(t, paid, sampleAppFiles('De pago'));
  paidSlug = await projectSlugOf(t, paid);
  paidHost = appHostOf(t, paidSlug);
  otherPaid = await fx.publishedProject(owner, { price: 4.5 });
  await insertReadyBuild(t, otherPaid, sampleAppFiles('Otra'));
  otherPaidHost = appHostOf(t, await projectSlugOf(t, otherPaid));
  await fx.buy(buyer.token, paid);
  await fx.buy(buyer.token, otherPaid);
});
afterAll(async () => {
  await t?.close();
  await github?.close();
});

describe('a paid app without an app session', () => {
  it('answers a 403 page in the visitor’s language, linking to its store page', async () => {
    const spanish = await open(paidHost, '/');
    expectPaidPage(spanish);
    expect(spanish.headers['cache-control']).toBe('no-store');
    expect(spanish.body).toContain('Esta app es de pago');
    expect(spanish.body).toContain(`href="http://localhost:3000/app/${paidSlug}"`);
    expect(spanish.body).not.toContain('<script');
    const english = await open(paidHost, '/', undefined, { 'accept-language': 'en-US,en;q=0.8' });
    expectPaidPage(english);
    expect(english.body).toContain('This app is paid');
    expectPaidPage(await open(paidHost, '/assets/app.js'));
  });
});

describe('launching a paid app', () => {
  it('takes its buyer in: one-use address → HttpOnly host cookie → the app', async () => {
    const url = await launchUrl(launchProject(buyer.token, paid));
    expect(url.origin).toBe(`http://${paidHost}`);
    expect(url.pathname).toBe('/__vitrina/launch');
    const followed = await follow(url);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/');
    expect(followed.headers['cache-control']).toBe('no-store');
    expect(followed.headers['referrer-policy']).toBe('no-referrer');
    const setCookie = setCookieOf(followed) as string;
    expect(setCookie).toMatch(/^vitrina_app=[\w.-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = cookieOf(followed);
    const page = await open(paidHost, '/', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>De pago</h1>');
    expect((await open(paidHost, '/assets/app.js', cookie)).statusCode).toBe(200);
    // The token never reaches the log.
    const token = url.searchParams.get('t') as string;
    expect(logLines.some((line) => line.includes(token))).toBe(false);
    expect(logLines.some((line) => line.includes('/__vitrina/launch?t=[redacted]'))).toBe(true);
  });

  it('refuses a launch address used twice, for another app, or past its minute', async () => {
    const url = await launchUrl(launchProject(buyer.token, paid));
    expect((await follow(url)).statusCode).toBe(303);
    const replay = await follow(url);
    expect(replay.statusCode).toBe(403);
    expect(replay.body).toContain('No hemos podido abrir la app');
    expect(replay.headers['set-cookie']).toBeUndefined();

    const foreign = await follow(await launchUrl(launchProject(buyer.token, paid)), otherPaidHost);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();

    const late = await launchUrl(launchProject(buyer.token, paid));
    t.clock.advance(61_000);
    expect((await follow(late)).statusCode).toBe(403);
    // A HEAD does not use a launch address up.
    const headed = await launchUrl(launchProject(buyer.token, paid));
    const head = await t.app.inject({
      method: 'HEAD',
      url: `${headed.pathname}${headed.search}`,
      headers: { host: headed.host },
    });
    expect(head.statusCode).toBe(405);
    expect((await follow(headed)).statusCode).toBe(303);
  });

  it('forgets used tokens once they expired', async () => {
    t.clock.advance(120_000);
    await sessionCookie(buyer.token, paid);
    const rows = (await t.deps.db.execute(
      sql`select count(*)::int as n from app_launch_tokens where expires_at < ${t.clock.now()}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('refuses an altered cookie, or one of another app', async () => {
    const cookie = await sessionCookie(buyer.token, paid);
    const [name, value] = cookie.split('=') as [string, string];
    // One character of the signature changed: its first (the last one's low bits are padding,
    // which a decoder ignores, so changing it may change nothing).
    const signatureAt = value.lastIndexOf('.') + 1;
    const first = value[signatureAt] === 'A' ? 'B' : 'A';
    const altered = await open(
      paidHost,
      '/',
      `${name}=${value.slice(0, signatureAt)}${first}${value.slice(signatureAt + 1)}`,
    );
    expectPaidPage(altered);
    expect(setCookieOf(altered)).toMatch(/^vitrina_app=; Max-Age=0;/);
    const [header, payload, signature] = value.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, pid: otherPaid })).toString('base64url');
    expectPaidPage(await open(otherPaidHost, '/', `${name}=${header}.${forged}.${signature}`));
    expectPaidPage(await open(otherPaidHost, '/', cookie));
    expect((await open(paidHost, '/', cookie)).statusCode).toBe(200);
  });

  it('gives no launch to someone who may not open it', async () => {
    expect((await launchProject(undefined, paid)).statusCode).toBe(401);
    const refused = await launchProject(stranger.token, paid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(refused.json().message).toBe('Para abrir esta app tienes que comprarla primero.');
    expect((await launchProject(otherDeveloper.token, paid)).statusCode).toBe(403);
    expect((await launchProject(stranger.token, 'no-existe')).statusCode).toBe(404);
  });

  it('opens it for its developer and admins, by id or slug', async () => {
    for (const token of [owner.token, admin]) {
      const cookie = await sessionCookie(token, paidSlug);
      expect((await open(paidHost, '/', cookie)).statusCode).toBe(200);
    }
  });

  it('answers 409 for an app with no published build, and the origin alone for a free app', async () => {
    // An app published before Vitrina hosted builds: paid, bought, and no build.
    const bare = await fx.publishedProject(owner, { price: 3 });
    await t.deps.db.execute(sql`update projects set current_build_id = null where id = ${bare}`);
    await fx.buy(buyer.token, bare);
    const none = await launchProject(buyer.token, bare);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_HOSTED_BUILD');
    expect(none.json().message).toContain('no tiene una versión publicada');
    const free = await fx.publishedProject(owner, { price: 0 });
    await insertReadyBuild(t, free, sampleAppFiles('Gratis'));
    const freeHost = appHostOf(t, await projectSlugOf(t, free));
    const launched = await launchProject(stranger.token, free);
    expect(launched.json()).toEqual({ url: `http://${freeHost}/` });
    expect((await open(freeHost, '/')).body).toContain('<h1>Gratis</h1>');
  });
});

describe('a free app taken out of the store', () => {
  it('is gone for everyone but the people who claimed it, its developer and admins', async () => {
    const free = await fx.publishedProject(owner, { price: 0 });
    await insertReadyBuild(t, free, sampleAppFiles('Libre'));
    const freeHost = appHostOf(t, await projectSlugOf(t, free));
    expect((await fx.call('POST', `/api/project/purchase/${free}`, buyer.token)).statusCode).toBe(200);
    expect((await open(freeHost, '/')).statusCode).toBe(200);

    const suspended = await fx.call('PUT', `/api/project/${free}`, admin, {
      status: 'SUSPENDED',
      reason: 'Revisión.',
    });
    expect(suspended.statusCode).toBe(200);
    const visitor = await open(freeHost, '/');
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).toContain('Aquí no hay ninguna app');
    expect((await launchProject(stranger.token, free)).statusCode).toBe(403);
    // The person who claimed it keeps it: a launch address, then the app.
    const page = await open(freeHost, '/', await sessionCookie(buyer.token, free));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Libre</h1>');
  });
});

describe('previews of a build that is not current', () => {
  it('serves the pinned build to its developer and admins, and the current one to buyers', async () => {
    const preview = await insertReadyBuild(t, paid, sampleAppFiles('Versión nueva'), { current: false });
    for (const token of [owner.token, admin]) {
      const followed = await follow(await launchUrl(launchBuild(token, preview.buildId)));
      expect(followed.statusCode).toBe(303);
      const page = await open(paidHost, '/', cookieOf(followed));
      expect(page.body).toContain('<h1>Versión nueva</h1>');
    }
    const buyerCookie = await sessionCookie(buyer.token, paid);
    expect((await open(paidHost, '/', buyerCookie)).body).toContain('<h1>De pago</h1>');

    expect((await launchBuild(buyer.token, preview.buildId)).statusCode).toBe(403);
    expect((await launchBuild(otherDeveloper.token, preview.buildId)).statusCode).toBe(404);
    const [queued] = await t.deps.db
      .insert(builds)
      .values({
        projectId: paid,
        version: '3.0.0',
        sourceKind: 'ref',
        sourceRef: 'main',
        repositoryUrl: 'https://github.com/ejemplo/app',
      })
      .returning({ id: builds.id });
    const notReady = await launchBuild(owner.token, queued?.id as string);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('NO_HOSTED_BUILD');
  });

  it('stops serving a preview to someone who is no longer its developer or an admin', async () => {
    const preview = await insertReadyBuild(t, otherPaid, sampleAppFiles('Prevista'), { current: false });
    const other = await fx.verifiedDeveloper();
    await t.deps.db.execute(sql`update projects set developer_id = ${other.user.id} where id = ${otherPaid}`);
    try {
      const url = await launchUrl(launchBuild(other.token, preview.buildId));
      const cookie = cookieOf(await follow(url));
      expect((await open(otherPaidHost, '/', cookie)).body).toContain('<h1>Prevista</h1>');
      await t.deps.db.execute(
        sql`update projects set developer_id = ${owner.user.id} where id = ${otherPaid}`,
      );
      t.clock.advance(61_000);
      expectPaidPage(await open(otherPaidHost, '/', cookie));
    } finally {
      await t.deps.db.execute(
        sql`update projects set developer_id = ${owner.user.id} where id = ${otherPaid}`,
      );
    }
  });
});

describe('the end of a right to an app', () => {
  it('ends access at once when a refund completes (approved: the purchase goes)', async () => {
    const cookie = await sessionCookie(buyer.token, paid);
    const pending = await launchUrl(launchProject(buyer.token, paid));
    expect((await open(paidHost, '/', cookie)).statusCode).toBe(200);
    // The buyer asks for a refund and an admin approves it: the purchase goes with the money.
    const reason = 'No era la app que necesitaba para mi negocio.';
    const asked = await fx.call('POST', `/api/project/${paid}/refund-request`, buyer.token, { reason });
    const approved = await fx.call('POST', `/api/admin/refunds/${asked.json().id}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: 'COMPLETED' });
    // A launch address taken before the refund no longer opens it.
    expect((await follow(pending)).statusCode).toBe(403);
    // The refund's write reached the change feed: the right is asked again at once, and refused
    // (its cookie cleared). Without the feed, the minute's recheck is the bound.
    const refused = await open(paidHost, '/', cookie);
    expectPaidPage(refused);
    expect(setCookieOf(refused)).toMatch(/^vitrina_app=; Max-Age=0;/);
  });

  it('checks a right lost without a write through the API again within a minute', async () => {
    const later = await registerUser(t);
    await fx.buy(later.token, otherPaid);
    const cookie = await sessionCookie(later.token, otherPaid);
    expect((await open(otherPaidHost, '/', cookie)).statusCode).toBe(200);
    // Removed by hand in the database: no change reaches the feed.
    await t.deps.db.execute(
      sql`delete from purchases where user_id = ${later.user.id} and project_id = ${otherPaid}`,
    );
    expect((await open(otherPaidHost, '/', cookie)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expectPaidPage(await open(otherPaidHost, '/', cookie));
  });

  it('refuses a cookie past its hours', async () => {
    const cookie = await sessionCookie(buyer.token, otherPaid);
    expect((await open(otherPaidHost, '/', cookie)).statusCode).toBe(200);
    t.clock.advance(t.deps.config.APP_SESSION_HOURS * 3_600_000 + 1000);
    expectPaidPage(await open(otherPaidHost, '/assets/app.js', cookie));
  });
});
