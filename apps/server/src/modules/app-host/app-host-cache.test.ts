import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import {
  appHostOf,
  insertReadyBuild,
  projectSlugOf,
  sampleAppFiles,
} from '../../../test/hosted-build-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';

/**
 * The app host keeps the project a host names in memory (as long as the public read cache keeps
 * catalogue answers); a write through the API that may change it empties it at once.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url, env: { PUBLIC_CACHE_TTL_MS: '600000' } });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const open = (host: string) => t.app.inject({ method: 'GET', url: '/', headers: { host } });

describe('the app host’s memory of projects', () => {
  it('serves a newly approved build and stops serving a suspended app at once', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev, { price: 0 });
    await insertReadyBuild(t, id, sampleAppFiles('Primera'));
    const host = appHostOf(t, await projectSlugOf(t, id));
    expect((await open(host)).body).toContain('<h1>Primera</h1>');
    expect((await open(host)).body).toContain('<h1>Primera</h1>');

    const next = await insertReadyBuild(t, id, sampleAppFiles('Segunda'), { current: false });
    const admin = await fx.adminAuth();
    expect((await fx.call('POST', `/api/admin/builds/${next.buildId}/approve`, admin)).statusCode).toBe(200);
    expect((await open(host)).body).toContain('<h1>Segunda</h1>');

    const suspended = await fx.call('PUT', `/api/project/${id}`, admin, {
      status: 'SUSPENDED',
      reason: 'Revisión.',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await open(host)).statusCode).toBe(404);
  });
});
