import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { createProject, projectPayload, registerDeveloper, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { hostedBuildFor } from '../../../test/hosted-build-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';

/** Adding builds, the admin's review, and what an approved build changes (current build, publishing). */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const refSource = { kind: 'ref', ref: 'main', folder: 'dist' };

describe('adding a build', () => {
  it('queues it for import (202), one at a time per app, for its developer or an admin only', async () => {
    const dev = await registerDeveloper(t, github);
    const id = await createProject(t, github, dev);
    const added = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '1.2.0',
      source: refSource,
    });
    expect(added.statusCode).toBe(202);
    expect(added.json()).toMatchObject({
      version: '1.2.0',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
      status: 'QUEUED',
      progress: { phase: 'waiting' },
      review: null,
      isCurrent: false,
      spa: false,
      commitSha: null,
    });
    const again = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '1.2.1',
      source: { kind: 'release', tag: 'v1.2.1' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BUILD_IN_PROGRESS',
      message: expect.stringContaining('Ya se está importando'),
    });

    const other = await registerDeveloper(t, github);
    const foreign = await fx.call('POST', `/api/project/${id}/builds`, other.token, {
      version: '9',
      source: refSource,
    });
    expect(foreign.statusCode).toBe(404);
    const buyer = await registerUser(t);
    expect((await fx.call('GET', `/api/project/${id}/builds`, buyer.token)).statusCode).toBe(403);

    const listed = await fx.call('GET', `/api/project/${id}/builds`, await fx.adminAuth());
    expect(listed.json().builds).toHaveLength(1);
  });

  it('refuses a bad source with a message in the person’s language, and keeps nothing', async () => {
    const dev = await registerDeveloper(t, github);
    const id = await createProject(t, github, dev);
    for (const body of [
      { version: '', source: refSource },
      { version: '1.0.0', source: { kind: 'ftp', ref: 'main' } },
      { version: '1.0.0', source: { kind: 'release', tag: '' } },
      { version: 'x'.repeat(51), source: refSource },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/project/${id}/builds`,
        headers: { authorization: `Bearer ${dev.token}`, 'accept-language': 'en' },
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await fx.call('GET', `/api/project/${id}/builds`, dev.token)).json().builds).toEqual([]);
  });

  it('reads a folder without its slashes, and the root as an empty folder', async () => {
    const dev = await registerDeveloper(t, github);
    const id = await createProject(t, github, dev);
    const added = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '2.0.0',
      source: { kind: 'ref', ref: 'gh-pages', folder: '/' },
      spa: true,
    });
    expect(added.json()).toMatchObject({ source: { kind: 'ref', ref: 'gh-pages', folder: '' }, spa: true });
  });
});

describe('the review of a build', () => {
  it('lists ready builds for the admin; approving makes the build current at once, once', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const first = (await fx.call('GET', `/api/project/${id}`, dev.token)).json().hostedBuild
      .buildId as string;
    const next = await hostedBuildFor(t, id, { review: 'PENDING', version: '1.3.0' });
    const admin = await fx.adminAuth();

    const waiting = (await fx.call('GET', '/api/admin/builds', admin)).json().builds;
    expect(waiting).toContainEqual(
      expect.objectContaining({ id: next, version: '1.3.0', review: 'PENDING', projectId: id, fileCount: 3 }),
    );
    expect((await fx.call('GET', '/api/admin/builds', dev.token)).statusCode).toBe(403);
    expect((await fx.call('POST', `/api/admin/builds/${next}/approve`, dev.token)).statusCode).toBe(403);

    const detail = (await fx.call('GET', `/api/builds/${next}`, admin)).json();
    expect(detail.files.map((file: { path: string }) => file.path)).toEqual([
      'assets/app.css',
      'assets/app.js',
      'index.html',
    ]);
    expect(detail.commitUrl).toMatch(/^https:\/\/github\.com\/.+\/commit\/a{40}$/);

    const approved = await fx.call('POST', `/api/admin/builds/${next}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ review: 'APPROVED', isCurrent: true });
    const page = (await fx.call('GET', `/api/project/${id}`)).json();
    expect(page.hostedBuild).toMatchObject({
      buildId: next,
      version: '1.3.0',
      commitSha: 'a'.repeat(40),
      fileCount: 3,
      appOrigin: expect.stringMatching(new RegExp(`^http://${page.slug}\\.apps\\.localhost:\\d+$`)),
    });
    const builds = (await fx.call('GET', `/api/project/${id}/builds`, dev.token)).json().builds;
    expect(builds.find((build: { id: string }) => build.id === first).isCurrent).toBe(false);

    const twice = await fx.call('POST', `/api/admin/builds/${next}/approve`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BUILD_NOT_REVIEWABLE');
  });

  it('keeps a newer current build when an older one is approved after it', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const older = await hostedBuildFor(t, id, { review: 'PENDING', version: '1.1.0' });
    await fx.rows(sql`update builds set created_at = created_at - interval '1 hour' where id = ${older}`);
    const newer = await hostedBuildFor(t, id, { review: 'PENDING', version: '1.2.0' });
    const admin = await fx.adminAuth();
    expect((await fx.call('POST', `/api/admin/builds/${newer}/approve`, admin)).statusCode).toBe(200);
    expect((await fx.call('POST', `/api/admin/builds/${older}/approve`, admin)).json()).toMatchObject({
      review: 'APPROVED',
      isCurrent: false,
    });
    expect((await fx.call('GET', `/api/project/${id}`)).json().hostedBuild.buildId).toBe(newer);
  });

  it('rejects with a note the developer reads; the build never becomes current', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const build = await hostedBuildFor(t, id, { review: 'PENDING', version: '2.0.0' });
    const admin = await fx.adminAuth();
    expect(
      (await fx.call('POST', `/api/admin/builds/${build}/reject`, admin, { note: 'no' })).statusCode,
    ).toBe(400);
    const rejected = await fx.call('POST', `/api/admin/builds/${build}/reject`, admin, {
      note: 'La versión muestra una página en blanco.',
    });
    expect(rejected.json()).toMatchObject({
      review: 'REJECTED',
      reviewNote: 'La versión muestra una página en blanco.',
    });
    const mine = (await fx.call('GET', `/api/project/${id}/builds`, dev.token)).json().builds;
    expect(mine.find((row: { id: string }) => row.id === build)).toMatchObject({
      review: 'REJECTED',
      isCurrent: false,
    });
    expect((await fx.call('POST', `/api/admin/builds/${build}/approve`, admin)).statusCode).toBe(409);
  });
});

describe('publishing and hosted builds', () => {
  it('publishes a free app without a build, but not a free app that becomes paid', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await createProject(t, github, dev, { price: 0 });
    const admin = await fx.adminAuth();
    expect((await fx.call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' })).statusCode).toBe(200);
    expect((await fx.call('GET', `/api/project/${id}`)).json().hostedBuild).toBeNull();

    const live = (await fx.call('GET', `/api/project/${id}`, dev.token)).json();
    const repo = (live.sourceCodeUrl as string).replace('https://github.com/', '');
    const edit = await fx.call(
      'PUT',
      `/api/project/${id}`,
      dev.token,
      projectPayload(repo, { name: live.name, price: 4.99 }),
    );
    expect(edit.statusCode).toBe(200);
    const revisions = (await fx.call('GET', '/api/admin/revisions', admin)).json() as {
      id: string;
      projectId: string;
    }[];
    const revision = revisions.find((row) => row.projectId === id);
    const decided = await fx.call('PUT', `/api/admin/revisions/${revision?.id}`, admin, {
      decision: 'APPROVE',
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().code).toBe('BUILD_REQUIRED');
  });
});
