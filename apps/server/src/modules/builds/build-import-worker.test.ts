import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { zipBytes } from '../../../test/archive-fixtures';
import { createProject, registerDeveloper } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createBuildImportWorker } from './build-import-worker';

/** The import worker: from the repository to a build ready for review, or failed with its reason. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let worker: ReturnType<typeof createBuildImportWorker>;
const warnings: string[] = [];

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url, env: { GITHUB_CHECK_RETRY_BASE_MS: '60000' } });
  fx = paymentFixtures(t, github);
  worker = createBuildImportWorker(
    t.deps,
    { info: () => {}, warn: (_fields, message) => warnings.push(message) },
    { notifications: t.services.notifications },
  );
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const INDEX = '<!doctype html><title>Contador</title><script src="app.js"></script>';
const SCRIPT = 'localStorage.setItem("n", "1");';

/** A developer's project whose repository holds `files` at `ref`. */
async function projectWithRepo() {
  const dev = await registerDeveloper(t, github);
  const id = await createProject(t, github, dev);
  const url = (await fx.call('GET', `/api/project/${id}`, dev.token)).json().sourceCodeUrl as string;
  const [owner, repo] = url.replace('https://github.com/', '').split('/') as [string, string];
  return { dev, id, owner, repo };
}

async function addBuild(id: string, token: string, body: object) {
  const response = await fx.call('POST', `/api/project/${id}/builds`, token, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().id as string;
}

const buildOf = async (id: string, token: string) =>
  (await fx.call('GET', `/api/builds/${id}`, token)).json();

describe('importing a build', () => {
  it('takes a folder of the repository at a branch: exact commit, manifest, files stored once', async () => {
    const { dev, id, owner, repo } = await projectWithRepo();
    const sha = github.addRepoFiles(owner, repo, {
      ref: 'main',
      files: {
        'dist/index.html': INDEX,
        'dist/app.js': SCRIPT,
        'src/main.ts': 'export {}',
        'README.md': '# hola',
      },
    });
    const build = await addBuild(id, dev.token, {
      version: '1.0.0',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);

    const ready = await buildOf(build, dev.token);
    expect(ready).toMatchObject({
      status: 'READY',
      review: 'PENDING',
      commitSha: sha,
      commitUrl: `https://github.com/${owner}/${repo}/commit/${sha}`,
      fileCount: 2,
      totalBytes: INDEX.length + SCRIPT.length,
      progress: { phase: 'done', done: 2, total: 2 },
      failure: null,
    });
    expect(ready.files).toEqual([
      {
        path: 'app.js',
        size: SCRIPT.length,
        sha256: sha256(SCRIPT),
        contentType: 'text/javascript; charset=utf-8',
      },
      {
        path: 'index.html',
        size: INDEX.length,
        sha256: sha256(INDEX),
        contentType: 'text/html; charset=utf-8',
      },
    ]);
    expect(await t.deps.blobs.has(sha256(INDEX))).toBe(true);
    const waiting = (await fx.call('GET', '/api/admin/builds', await fx.adminAuth())).json().builds;
    expect(waiting.map((row: { id: string }) => row.id)).toContain(build);
  });

  it("takes a release's .zip asset, at the commit its tag names", async () => {
    const { dev, id, owner, repo } = await projectWithRepo();
    const sha = github.addRepoFiles(owner, repo, { ref: 'v2.0.0', files: { 'README.md': '# v2' } });
    github.addRelease(owner, repo, 'v2.0.0', [
      {
        name: 'app.zip',
        bytes: await zipBytes([
          { name: 'index.html', content: INDEX },
          { name: 'assets/app.js', content: SCRIPT },
        ]),
      },
    ]);
    const build = await addBuild(id, dev.token, {
      version: '2.0.0',
      source: { kind: 'release', tag: 'v2.0.0' },
      spa: true,
    });
    await worker.runOnce();
    const ready = await buildOf(build, dev.token);
    expect(ready).toMatchObject({ status: 'READY', commitSha: sha, spa: true, fileCount: 2 });
    expect(ready.files.map((file: { path: string }) => file.path)).toEqual(['assets/app.js', 'index.html']);
  });

  it('fails with the reason, in the developer’s language, and keeps nothing of a refused archive', async () => {
    const { dev, id, owner, repo } = await projectWithRepo();
    const evil = 'console.log("fuera")';
    github.addRepoFiles(owner, repo, { ref: 'v3', files: {} });
    github.addRelease(owner, repo, 'v3', [
      {
        name: 'app.zip',
        bytes: await zipBytes([
          { name: 'index.html', content: INDEX },
          { name: '../evil.js', content: evil },
        ]),
      },
    ]);
    const build = await addBuild(id, dev.token, { version: '3', source: { kind: 'release', tag: 'v3' } });
    await worker.runOnce();
    const failed = await buildOf(build, dev.token);
    expect(failed).toMatchObject({ status: 'FAILED', review: null, fileCount: 0, files: [] });
    expect(failed.failure).toEqual({ code: 'UNSAFE_PATH', params: { path: '../evil.js' } });
    expect(await t.deps.blobs.has(sha256(evil))).toBe(false);
    expect(await t.deps.blobs.has(sha256(`${INDEX}`))).toBe(true); // stored by the earlier test, untouched

    // A new build may be added once the last one finished.
    const missingRef = await addBuild(id, dev.token, {
      version: '4',
      source: { kind: 'ref', ref: 'no-such-branch', folder: 'dist' },
    });
    await worker.runOnce();
    expect((await buildOf(missingRef, dev.token)).failure).toEqual({
      code: 'REF_NOT_FOUND',
      params: { ref: 'no-such-branch' },
    });

    const missingRelease = await addBuild(id, dev.token, {
      version: '5',
      source: { kind: 'release', tag: 'v9' },
    });
    await worker.runOnce();
    expect((await buildOf(missingRelease, dev.token)).failure).toEqual({
      code: 'RELEASE_NOT_FOUND',
      params: { tag: 'v9' },
    });

    github.addRepoFiles(owner, repo, { ref: 'no-index', files: { 'dist/app.js': SCRIPT } });
    const noIndex = await addBuild(id, dev.token, {
      version: '6',
      source: { kind: 'ref', ref: 'no-index', folder: 'dist' },
    });
    await worker.runOnce();
    expect((await buildOf(noIndex, dev.token)).failure?.code).toBe('NO_INDEX_HTML');
  });

  it('names a repository that is gone rather than a missing branch', async () => {
    const { dev, id } = await projectWithRepo();
    const build = await addBuild(id, dev.token, {
      version: '1',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    await fx.rows(
      sql`update builds set repository_url = 'https://github.com/nadie/borrado' where id = ${build}`,
    );
    await worker.runOnce();
    expect((await buildOf(build, dev.token)).failure).toEqual({ code: 'REPOSITORY_NOT_FOUND', params: {} });
  });

  it('waits while GitHub is down and imports once it answers again, without a second try meanwhile', async () => {
    const { dev, id, owner, repo } = await projectWithRepo();
    github.addRepoFiles(owner, repo, { ref: 'main', files: { 'dist/index.html': INDEX } });
    const build = await addBuild(id, dev.token, {
      version: '1',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    github.startOutage({ mode: 'status', status: 503 });
    try {
      await worker.runOnce();
    } finally {
      github.recover();
    }
    expect(await buildOf(build, dev.token)).toMatchObject({
      status: 'QUEUED',
      progress: { phase: 'waiting' },
    });
    expect(warnings).toContain('build import waits for GitHub');
    await worker.runOnce();
    expect((await buildOf(build, dev.token)).status).toBe('QUEUED');
    t.clock.advance(61_000);
    await worker.runOnce();
    expect((await buildOf(build, dev.token)).status).toBe('READY');
  });

  it('takes over an import whose process stopped (its lease ran out), and gives up after three', async () => {
    const { dev, id, owner, repo } = await projectWithRepo();
    github.addRepoFiles(owner, repo, { ref: 'main', files: { 'dist/index.html': INDEX } });
    const resumed = await addBuild(id, dev.token, {
      version: '1',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    const past = new Date(t.deps.clock.now().getTime() - 1000);
    await fx.rows(
      sql`update builds set status = 'IMPORTING', locked_until = ${past}, attempts = 1 where id = ${resumed}`,
    );
    await worker.runOnce();
    expect((await buildOf(resumed, dev.token)).status).toBe('READY');

    const stuck = await addBuild(id, dev.token, {
      version: '2',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    await fx.rows(
      sql`update builds set status = 'IMPORTING', locked_until = ${past}, attempts = 3 where id = ${stuck}`,
    );
    await worker.runOnce();
    expect((await buildOf(stuck, dev.token)).failure).toEqual({ code: 'INTERRUPTED', params: {} });
  });
});
