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

/**
 * An owner opens an earlier approved version of an app they own, on the app's own origin (so its
 * saved data stays): a session pinned to that build, checked like any session (`openVersion`: the
 * owner's right to open the app, and the build still an approved version of it). A stranger is
 * refused, a refunded owner gets nothing, a withdrawn version falls back to the current one.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let owner: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let admin: string;

const launchVersion = (token: string | undefined, projectId: string, buildId: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/project/${projectId}/versions/${buildId}/launch`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
  });
const launchProject = (token: string, projectId: string) =>
  t.app.inject({ method: 'POST', url: `/api/project/${projectId}/launch`, headers: bearer(token) });

async function launchUrl(response: Promise<LightMyRequestResponse>): Promise<URL> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  const url = new URL((answer.json() as { url: string }).url);
  recordSecrets([url.searchParams.get('t')]);
  return url;
}

const setCookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header[0] : header;
};
/** The `name=value` pair a browser sends back. */
function cookieOf(response: LightMyRequestResponse) {
  const header = setCookieOf(response);
  if (!header) throw new Error(`no cookie set: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const pair = header.split(';')[0] as string;
  recordSecrets([pair.slice(pair.indexOf('=') + 1)]);
  return pair;
}

/** Follows the launch address on the app's host; answers the app session cookie it leaves. */
async function sessionOf(url: URL) {
  const followed = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host },
  });
  expect(followed.statusCode, followed.body).toBe(303);
  return cookieOf(followed);
}

const open = (host: string, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

/** A paid app with three approved versions (the last current), bought by `buyer`. */
async function appWithVersions() {
  const projectId = await fx.publishedProject(owner, { price: 6 });
  const v1 = await insertReadyBuild(t, projectId, sampleAppFiles('Primera'), { version: '1.0.0' });
  const v2 = await insertReadyBuild(t, projectId, sampleAppFiles('Segunda'), { version: '1.1.0' });
  const v3 = await insertReadyBuild(t, projectId, sampleAppFiles('Tercera'), {
    version: '2.0.0',
    current: false,
  });
  expect((await fx.call('POST', `/api/admin/builds/${v3.buildId}/approve`, admin)).statusCode).toBe(200);
  const buyer = await registerUser(t);
  await fx.buy(buyer.token, projectId);
  const host = appHostOf(t, await projectSlugOf(t, projectId));
  return { projectId, host, buyer, v1: v1.buildId, v2: v2.buildId, v3: v3.buildId };
}

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  owner = await fx.verifiedDeveloper();
  admin = await fx.adminAuth();
});
afterAll(async () => {
  await t?.close();
  await github?.close();
});

describe('an owner opening an earlier version', () => {
  it('gets that version on the same origin, pinned until they open the app again', async () => {
    const app = await appWithVersions();
    const current = await sessionOf(await launchUrl(launchProject(app.buyer.token, app.projectId)));
    expect((await open(app.host, '/', current)).body).toContain('<h1>Tercera</h1>');

    const url = await launchUrl(launchVersion(app.buyer.token, app.projectId, app.v1));
    // The same origin as the current version: the app's saved data is the same.
    expect(url.host).toBe(app.host);
    const pinned = await sessionOf(url);
    const page = await open(app.host, '/', pinned);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Primera</h1>');
    const script = await open(app.host, '/assets/app.js', pinned);
    expect(script.body).toContain('console.log("Primera")');
    // Revalidated on each use: a browser that held the current version's script gets this one's.
    expect(script.headers['cache-control']).toBe('private, no-cache');

    // Opening the app again (its current version) unpins it.
    const back = await sessionOf(await launchUrl(launchProject(app.buyer.token, app.projectId)));
    expect((await open(app.host, '/', back)).body).toContain('<h1>Tercera</h1>');
    // A slug names the app as its id does.
    const bySlug = await launchVersion(app.buyer.token, await projectSlugOf(t, app.projectId), app.v2);
    expect(bySlug.statusCode).toBe(200);
  });

  it('is open to who may open the app: its owners, its developer, admins; no one else', async () => {
    const app = await appWithVersions();
    const stranger = await registerUser(t);
    const otherDeveloper = await fx.verifiedDeveloper();
    expect((await launchVersion(owner.token, app.projectId, app.v1)).statusCode).toBe(200);
    expect((await launchVersion(admin, app.projectId, app.v1)).statusCode).toBe(200);
    expect((await launchVersion(undefined, app.projectId, app.v1)).statusCode).toBe(401);
    for (const token of [stranger.token, otherDeveloper.token]) {
      const refused = await launchVersion(token, app.projectId, app.v1);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Para abrir esta app tienes que comprarla primero.',
      });
    }
  });

  it('opens only approved versions of this app (404 otherwise, for everyone alike)', async () => {
    const app = await appWithVersions();
    const other = await appWithVersions();
    const pending = await insertReadyBuild(t, app.projectId, sampleAppFiles('En revisión'), {
      current: false,
      review: 'PENDING',
    });
    const rejected = await insertReadyBuild(t, app.projectId, sampleAppFiles('Rechazada'), {
      current: false,
      review: 'REJECTED',
    });
    for (const buildId of [
      pending.buildId,
      rejected.buildId,
      other.v1,
      '00000000-0000-4000-8000-000000000000',
    ])
      for (const token of [app.buyer.token, admin]) {
        const refused = await launchVersion(token, app.projectId, buildId, 'en');
        expect(refused.statusCode, buildId).toBe(404);
        expect(refused.json().message).toBe(
          'That version of the app does not exist or can no longer be opened (it may have been withdrawn). Open the current version.',
        );
      }
    expect((await launchVersion(app.buyer.token, app.projectId, 'not-a-uuid')).statusCode).toBe(400);
    const unknownApp = await launchVersion(app.buyer.token, 'no-such-app', app.v1);
    expect(unknownApp.statusCode).toBe(404);
    expect(unknownApp.json().code).toBe('NOT_FOUND');
  });
});

describe('the end of an earlier version', () => {
  it('gives a refunded owner nothing: no launch, and the pinned session ends', async () => {
    const app = await appWithVersions();
    const pinned = await sessionOf(await launchUrl(launchVersion(app.buyer.token, app.projectId, app.v1)));
    expect((await open(app.host, '/', pinned)).body).toContain('<h1>Primera</h1>');
    const asked = await fx.call('POST', `/api/project/${app.projectId}/refund-request`, app.buyer.token, {
      reason: 'La versión nueva no me sirve y la antigua tampoco.',
    });
    const approved = await fx.call('POST', `/api/admin/refunds/${asked.json().id}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: 'COMPLETED' });
    expect((await launchVersion(app.buyer.token, app.projectId, app.v1)).statusCode).toBe(403);
    const refused = await open(app.host, '/', pinned);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Primera');
    expect(setCookieOf(refused)).toMatch(/^vitrina_app=; Max-Age=0;/);
  });

  it('checks a pinned version’s right again within a minute, like any session', async () => {
    const app = await appWithVersions();
    const pinned = await sessionOf(await launchUrl(launchVersion(app.buyer.token, app.projectId, app.v1)));
    expect((await open(app.host, '/', pinned)).statusCode).toBe(200);
    // Removed by hand in the database: no change reaches the feed.
    await t.deps.db.execute(
      sql`delete from purchases where user_id = ${app.buyer.user.id} and project_id = ${app.projectId}`,
    );
    expect((await open(app.host, '/', pinned)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await open(app.host, '/', pinned)).statusCode).toBe(403);
  });

  it('moves an owner from a withdrawn version to the current one, and a withdrawn current build to the newest left', async () => {
    const app = await appWithVersions();
    const pinned = await sessionOf(await launchUrl(launchVersion(app.buyer.token, app.projectId, app.v2)));
    const current = await sessionOf(await launchUrl(launchProject(app.buyer.token, app.projectId)));
    expect((await open(app.host, '/', pinned)).body).toContain('<h1>Segunda</h1>');

    const withdrawn = await fx.call('POST', `/api/admin/builds/${app.v2}/withdraw`, admin, {
      reason: 'Carga un script de un dominio comprometido.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await launchVersion(app.buyer.token, app.projectId, app.v2)).statusCode).toBe(404);
    // The pinned session now opens the current version, and its cookie says so from now on.
    const fellBack = await open(app.host, '/', pinned);
    expect(fellBack.statusCode).toBe(200);
    expect(fellBack.body).toContain('<h1>Tercera</h1>');
    const renewed = cookieOf(fellBack);
    expect(renewed).not.toBe(pinned);
    expect((await open(app.host, '/', renewed)).body).toContain('<h1>Tercera</h1>');

    // The current build withdrawn: the newest version still approved (1.0.0) is served instead.
    expect(
      (
        await fx.call('POST', `/api/admin/builds/${app.v3}/withdraw`, admin, {
          reason: 'Envía los datos de los usuarios a un tercero.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await open(app.host, '/', current)).body).toContain('<h1>Primera</h1>');
    const detail = (await fx.call('GET', `/api/project/${app.projectId}`, app.buyer.token)).json();
    expect(detail.hostedBuild).toMatchObject({ buildId: app.v1, version: '1.0.0' });
  });
});
