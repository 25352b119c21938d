import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  ensureHostedBuild,
  projectPayload,
  registerDeveloper,
  registerUser,
  uniqueEmail,
  uniqueGithubLogin,
  uniqueMerchantId,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub, type TFakeGithubOutage } from '../../../test/fake-github';
import { createGithubCheckWorker } from './github-check-worker';

/** GitHub answering errors, timeouts and rate limits: nothing is refused or lost; then it recovers. */
let t: TTestApp;
let github: TFakeGithub;
let admin: string;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    env: { GITHUB_TIMEOUT_MS: '300', GITHUB_CHECK_RETRY_BASE_MS: '60000' },
  });
  admin = await adminToken(t);
});
beforeEach(() => github.recover());
afterAll(async () => {
  await t.close();
  await github.close();
});

/** Each outage, and the reason the admin's list gives for it. */
const OUTAGES: [string, TFakeGithubOutage, string][] = [
  ['a 5xx', { mode: 'status', status: 503 }, 'server_error'],
  ['a timeout', { mode: 'hang' }, 'timeout'],
  [
    'a 403 rate limit',
    { mode: 'rate-limit', status: 403, resetEpochSeconds: Math.floor(Date.now() / 1000) + 30 },
    'rate_limited',
  ],
  ['a 429 rate limit', { mode: 'rate-limit', status: 429, retryAfterSeconds: 120 }, 'rate_limited'],
];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const worker = () => createGithubCheckWorker(t.deps, quiet, { notifications: t.services.notifications });
/** Moves the test clock past the first retry (sessions stay fresh) and runs the worker's tick once. */
async function runChecks() {
  t.clock.advance(5 * 60 * 1000);
  await worker().tick();
}

function developerForm() {
  const login = uniqueGithubLogin();
  github.addUser(login);
  return {
    login,
    payload: {
      email: uniqueEmail('dev'),
      password: 'secreto123',
      name: 'Dev Eloper',
      paypalMerchantId: uniqueMerchantId(),
      githubProfile: `github.com/${login}`,
    },
  };
}

describe('developer registration while GitHub cannot answer', () => {
  it.each(OUTAGES)(
    'keeps the account with %s, says so, and the check passes once GitHub recovers',
    async (_, outage, reason) => {
      const { payload } = developerForm();
      github.startOutage(outage);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/developer/register',
        headers: { 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        user: { type: 'developer', githubCheck: 'PENDING' },
        message: expect.stringContaining('GitHub is not answering right now'),
      });
      const token = response.json().token as string;
      const mine = await call('GET', '/api/developer/me/github-checks', token);
      expect(mine.json().checks).toEqual([
        expect.objectContaining({ kind: 'PROFILE', state: 'PENDING', target: payload.githubProfile }),
      ]);
      const all = await call('GET', '/api/admin/github-checks', admin);
      expect(all.json().checks).toContainEqual(
        expect.objectContaining({
          developerId: response.json().user.id,
          kind: 'PROFILE',
          attempts: 0,
          lastReason: reason,
        }),
      );

      github.recover();
      await runChecks();
      expect((await call('GET', '/api/developer/me/github-checks', token)).json().checks).toEqual([]);
    },
  );

  it('still refuses at once a profile GitHub says does not exist', async () => {
    const { payload } = developerForm();
    const response = await call('POST', '/api/developer/register', undefined, {
      ...payload,
      githubProfile: 'github.com/nadie-existe-aqui',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'GITHUB_USER_NOT_FOUND',
      message: 'La cuenta de GitHub no existe',
    });
  });

  it('lets a user become a developer while GitHub is down, the check pending', async () => {
    const user = await registerUser(t);
    const { payload } = developerForm();
    github.startOutage({ mode: 'status', status: 502 });
    const response = await call('POST', '/api/user/become-developer', user.token, {
      githubProfile: payload.githubProfile,
      paypalMerchantId: payload.paypalMerchantId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { type: 'developer', githubCheck: 'PENDING' },
      message: expect.stringContaining('GitHub no responde en este momento'),
    });
  });
});

describe('projects while GitHub cannot answer', () => {
  it.each(OUTAGES)(
    'keeps a new project with %s; the admin cannot approve it until the check passed',
    async (_, outage, reason) => {
      const dev = await registerDeveloper(t, github);
      const repo = `${dev.login}/app-${Math.random().toString(36).slice(2, 8)}`;
      github.addRepo(repo);
      github.startOutage(outage);
      const created = await call('POST', '/api/project/create', dev.token, projectPayload(repo));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ status: 'UNDER_REVIEW', githubCheck: 'PENDING' });
      const id = created.json().id as string;
      await ensureHostedBuild(t, id);

      const approve = await call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' });
      expect(approve.statusCode).toBe(409);
      expect(approve.json()).toMatchObject({
        code: 'GITHUB_CHECK_PENDING',
        message: expect.stringContaining('no se puede aprobar todavía'),
      });
      const checks = (await call('GET', '/api/admin/github-checks', admin)).json().checks;
      expect(checks).toContainEqual(
        expect.objectContaining({ kind: 'REPOSITORY', projectId: id, state: 'PENDING', lastReason: reason }),
      );
      const listed = async () =>
        (await call('GET', '/api/admin/projects?status=UNDER_REVIEW&size=100', admin))
          .json()
          .projects.find((p: { id: string }) => p.id === id);
      expect(await listed()).toMatchObject({ githubCheck: 'PENDING' });

      github.recover();
      await runChecks();
      expect((await call('GET', `/api/project/${id}`, dev.token)).json().githubCheck).toBeNull();
      expect(await listed()).toMatchObject({ githubCheck: null });
      expect((await call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' })).statusCode).toBe(200);
    },
  );

  it('keeps an edit to a new repository while GitHub is down; saving again once it answers clears the check', async () => {
    const dev = await registerDeveloper(t, github);
    const repo = `${dev.login}/primera`;
    github.addRepo(repo);
    const created = await call('POST', '/api/project/create', dev.token, projectPayload(repo));
    expect(created.json().githubCheck).toBeNull();
    const id = created.json().id as string;
    const moved = projectPayload(`${dev.login}/segunda`, { name: created.json().name });
    github.addRepo(`${dev.login}/segunda`);
    github.startOutage({ mode: 'status', status: 500 });
    const edited = await call('PUT', `/api/project/${id}`, dev.token, moved);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ sourceCodeUrl: moved.sourceCodeUrl, githubCheck: 'PENDING' });

    github.recover();
    const again = await call('PUT', `/api/project/${id}`, dev.token, moved);
    expect(again.json().githubCheck).toBeNull();
  });

  it('still refuses at once a repository that does not exist or is private', async () => {
    const dev = await registerDeveloper(t, github);
    github.addRepo(`${dev.login}/secreto`, { private: true });
    for (const name of ['secreto', 'no-existe']) {
      const response = await call(
        'POST',
        '/api/project/create',
        dev.token,
        projectPayload(`${dev.login}/${name}`),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'REPOSITORY_NOT_FOUND' });
    }
  });
});
