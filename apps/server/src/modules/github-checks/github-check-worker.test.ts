import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  bearer,
  projectPayload,
  registerUser,
  uniqueEmail,
  uniqueGithubLogin,
  uniqueMerchantId,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createGithubCheckWorker } from './github-check-worker';

/** The background re-check: backoff, GitHub's own wait, a late "does not exist", several workers, payouts. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const BASE = 60_000;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    env: { GITHUB_TIMEOUT_MS: '300', GITHUB_CHECK_RETRY_BASE_MS: String(BASE) },
  });
  fx = paymentFixtures(t, github);
});
beforeEach(() => github.recover());
afterAll(async () => {
  await t.close();
  await github.close();
});

const worker = () => createGithubCheckWorker(t.deps, quiet, { notifications: t.services.notifications });
type TCheck = {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string | Date;
  last_error: string | null;
};
const checkOf = async (userId: string) =>
  (await fx.rows<TCheck>(sql`select * from github_checks where user_id = ${userId} and kind = 'PROFILE'`))[0];
const dueIn = (check: TCheck | undefined) =>
  new Date(check?.next_attempt_at ?? 0).getTime() - t.clock.now().getTime();

/** Registers a developer while GitHub is down; `exists` decides what GitHub says once it answers. */
async function pendingDeveloper(options: { exists: boolean; language?: string }) {
  const login = uniqueGithubLogin();
  if (options.exists) github.addUser(login);
  github.startOutage({ mode: 'status', status: 503 });
  const email = uniqueEmail('dev');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/developer/register',
    headers: { 'accept-language': options.language ?? 'es' },
    payload: {
      email,
      password: 'secreto123',
      name: 'Dev Pendiente',
      paypalMerchantId: uniqueMerchantId(),
      githubProfile: `github.com/${login}`,
    },
  });
  expect(response.statusCode).toBe(201);
  return { login, email, token: response.json().token as string, id: response.json().user.id as string };
}

describe('the GitHub check worker', () => {
  it('waits its backoff, doubles it while GitHub stays down, then clears the check once it answers', async () => {
    const dev = await pendingDeveloper({ exists: true });
    expect(dueIn(await checkOf(dev.id))).toBe(BASE);
    await worker().tick(); // not due yet: nothing asked
    expect((await checkOf(dev.id))?.attempts).toBe(0);

    t.clock.advance(BASE);
    await worker().tick();
    let check = await checkOf(dev.id);
    expect(check).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'server_error' });
    expect(dueIn(check)).toBe(2 * BASE);

    t.clock.advance(2 * BASE);
    github.startOutage({ mode: 'hang' });
    await worker().tick();
    check = await checkOf(dev.id);
    expect(check).toMatchObject({ attempts: 2, last_error: 'timeout' });
    expect(dueIn(check)).toBe(4 * BASE);

    github.recover();
    t.clock.advance(4 * BASE);
    await worker().tick();
    expect(await checkOf(dev.id)).toBeUndefined();
    const audit = await fx.rows(
      sql`select 1 from audit_log where action = 'github_check.passed' and entity_id = ${dev.id}`,
    );
    expect(audit).toHaveLength(1);
  });

  it("never retries before GitHub's rate-limit wait (retry-after)", async () => {
    const dev = await pendingDeveloper({ exists: true });
    t.clock.advance(BASE);
    github.startOutage({ mode: 'rate-limit', status: 429, retryAfterSeconds: 3600 });
    await worker().tick();
    const check = await checkOf(dev.id);
    expect(check).toMatchObject({ attempts: 1, last_error: 'rate_limited' });
    expect(dueIn(check)).toBe(3_600_000);
  });

  it('marks a profile GitHub later says does not exist FAILED and tells the developer by mail, in their language', async () => {
    const dev = await pendingDeveloper({ exists: false, language: 'en' });
    github.recover();
    t.clock.advance(BASE);
    await worker().tick();
    expect(await checkOf(dev.id)).toMatchObject({ status: 'FAILED', last_error: 'not_found' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/developer/me/github-checks',
      headers: bearer(dev.token),
    });
    expect(mine.json().checks).toEqual([
      expect.objectContaining({
        kind: 'PROFILE',
        state: 'FAILED',
        nextAttemptAt: null,
        lastReason: 'not_found',
      }),
    ]);
    const mails = await fx.rows<{ subject: string; text: string; kind: string }>(
      sql`select subject, text, kind from mail_outbox where to_email = ${dev.email}`,
    );
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'github_check_failed',
        subject: 'Vitrina: please check your GitHub profile',
      }),
    ]);
    expect(mails[0]?.text).toContain(`github.com/${dev.login}`);
    expect(mails[0]?.text).toContain('Fix it in your developer dashboard');

    // Fixing it: a profile that exists clears the check; one that does not is refused at once.
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/developer/me/github-profile',
      headers: bearer(dev.token),
      payload: { githubProfile: 'github.com/nadie-existe-aqui' },
    });
    expect(wrong.json()).toMatchObject({ code: 'GITHUB_USER_NOT_FOUND' });
    const login = uniqueGithubLogin();
    github.addUser(login);
    const fixed = await t.app.inject({
      method: 'PUT',
      url: '/api/developer/me/github-profile',
      headers: bearer(dev.token),
      payload: { githubProfile: `https://github.com/${login}` },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ githubProfile: `github.com/${login}`, githubCheck: null });
    expect(await checkOf(dev.id)).toBeUndefined();
  });

  it('marks a repository GitHub later says is missing FAILED, with a mail naming the app', async () => {
    const dev = await fx.verifiedDeveloper();
    github.startOutage({ mode: 'status', status: 500 });
    const payload = projectPayload(`${dev.login}/borrado`);
    const created = await fx.call('POST', '/api/project/create', dev.token, payload);
    expect(created.json().githubCheck).toBe('PENDING');
    github.recover();
    t.clock.advance(BASE);
    await worker().tick();
    expect((await fx.call('GET', `/api/project/${created.json().id}`, dev.token)).json().githubCheck).toBe(
      'FAILED',
    );
    const mails = await fx.rows<{ subject: string }>(
      sql`select subject from mail_outbox where to_email = ${dev.user.email} and kind = 'github_check_failed'`,
    );
    expect(mails).toEqual([{ subject: `Vitrina: revisa el repositorio de «${payload.name}»` }]);
  });

  it('lets several workers run at once without checking one check twice', async () => {
    const devs = await Promise.all([1, 2, 3, 4].map(() => pendingDeveloper({ exists: true })));
    github.recover();
    t.clock.advance(BASE);
    const before = github.requests.length;
    await Promise.all([worker().tick(), worker().tick(), worker().tick()]);
    const asked = github.requests.slice(before).map((r) => r.path);
    for (const dev of devs) {
      expect(asked.filter((path) => path === `/users/${dev.login}`)).toHaveLength(1);
      expect(await checkOf(dev.id)).toBeUndefined();
    }
  });
});

describe('payouts wait for the developer profile check', () => {
  it('lists why a developer cannot be paid and refuses the payout until the check passed', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const order = await fx.call('POST', '/api/payments/orders', buyer.token, { projectId });
    const captured = await fx.call(
      'POST',
      `/api/payments/orders/${order.json().orderId}/capture`,
      buyer.token,
      {},
    );
    const saleId = captured.json().saleId as string;

    // The developer changes their profile while GitHub is down: it is kept, pending.
    const login = uniqueGithubLogin();
    github.addUser(login);
    github.startOutage({ mode: 'rate-limit', status: 403, resetEpochSeconds: Math.floor(Date.now() / 1000) });
    const changed = await fx.call('PUT', '/api/developer/me/github-profile', dev.token, {
      githubProfile: `github.com/${login}`,
    });
    expect(changed.json()).toMatchObject({ githubCheck: 'PENDING' });

    const admin = await fx.adminAuth();
    const pending = (await fx.call('GET', '/api/project-sale/pending-payments', admin)).json();
    expect(pending).toContainEqual(expect.objectContaining({ saleId, githubCheck: 'PENDING' }));
    const refused = await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GITHUB_CHECK_PENDING',
      message: expect.stringContaining('No se puede pagar a este desarrollador todavía'),
    });

    github.recover();
    t.clock.advance(BASE);
    await worker().tick();
    const after = (await fx.call('GET', '/api/project-sale/pending-payments', admin)).json();
    expect(after).toContainEqual(expect.objectContaining({ saleId, githubCheck: null }));
    expect((await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin)).statusCode).toBe(200);
  });
});
