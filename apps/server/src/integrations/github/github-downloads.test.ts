import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zipBytes } from '../../../test/archive-fixtures';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { unpackArchive } from '../../modules/builds/archive/unpack-archive';
import { createGithubClient, type TGithubClient } from './github.client';

const TOKEN = 'ghp_test_token_for_downloads';
let github: TFakeGithub;
let client: TGithubClient;
let dir = '';
let sha = '';
let tagSha = '';

beforeAll(async () => {
  github = await startFakeGithub();
  client = createGithubClient({ baseUrl: github.url, token: TOKEN, timeoutMs: 300 });
  dir = await mkdtemp(join(tmpdir(), 'vitrina-gh-downloads-'));
  sha = github.addRepoFiles('octo', 'app', {
    ref: 'main',
    files: {
      'README.md': '# app',
      'dist/index.html': '<!doctype html><script src="assets/app.js"></script>',
      'dist/assets/app.js': 'console.log("hi")',
    },
  });
  tagSha = github.addRepoFiles('octo', 'app', { ref: 'v1.0.0', files: { 'index.html': 'v1' } });
  github.addRepoFiles('octo', 'app', { ref: 'feature/new-look', files: { 'index.html': 'new' } });
});
afterAll(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  github.recover();
  github.dripDownloads(0);
});

const fresh = (name: string) => join(dir, `${name}-${Math.random().toString(36).slice(2)}`);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('resolveCommit', () => {
  it('names the commit of a branch, a tag, a branch with a slash, a whole and a short SHA', async () => {
    expect(await client.resolveCommit('octo', 'app', 'main')).toEqual({ kind: 'found', sha });
    expect(await client.resolveCommit('octo', 'app', 'v1.0.0')).toEqual({ kind: 'found', sha: tagSha });
    expect(await client.resolveCommit('octo', 'app', 'feature/new-look')).toMatchObject({ kind: 'found' });
    expect(await client.resolveCommit('octo', 'app', sha)).toEqual({ kind: 'found', sha });
    expect(await client.resolveCommit('octo', 'app', sha.slice(0, 7))).toEqual({ kind: 'found', sha });
    expect(github.requests.some((r) => r.path === '/repos/octo/app/commits/feature/new-look')).toBe(true);
  });

  it('is not_found for an unknown ref (422) and an unknown repository (404)', async () => {
    expect(await client.resolveCommit('octo', 'app', 'no-such-branch')).toEqual({ kind: 'not_found' });
    expect(await client.resolveCommit('octo', 'gone', 'main')).toEqual({ kind: 'not_found' });
  });
});

describe('findRelease', () => {
  beforeAll(() => {
    github.addRelease('octo', 'app', 'v1', [
      { name: 'app-v1.zip', bytes: 'zip bytes' },
      { name: 'checksums.txt', bytes: 'sums' },
    ]);
    github.addRelease(
      'octo',
      'app',
      'v2',
      [
        { name: 'app-web.zip', bytes: 'web' },
        { name: 'app-docs.ZIP', bytes: 'docs' },
      ],
      { body: '## Novedades\r\n\r\n- Modo oscuro' },
    );
  });

  it("answers the release's description as GitHub sends it (null when it has none)", async () => {
    expect(await client.findRelease('octo', 'app', 'v2', 'app-web.zip')).toMatchObject({
      kind: 'found',
      body: '## Novedades\r\n\r\n- Modo oscuro',
    });
    expect(await client.findRelease('octo', 'app', 'v1', null)).toMatchObject({ kind: 'found', body: null });
  });

  it("picks the release's only .zip, or the named one", async () => {
    expect(await client.findRelease('octo', 'app', 'v1', null)).toMatchObject({
      kind: 'found',
      name: 'app-v1.zip',
      size: 9,
    });
    expect(await client.findRelease('octo', 'app', 'v2', 'app-docs.ZIP')).toMatchObject({
      kind: 'found',
      name: 'app-docs.ZIP',
      size: 4,
    });
  });

  it('is an asset not_found for several .zip and none named, a missing name, or a name that is no .zip', async () => {
    const asset = { kind: 'not_found', what: 'asset' };
    expect(await client.findRelease('octo', 'app', 'v2', null)).toEqual(asset);
    expect(await client.findRelease('octo', 'app', 'v1', 'other.zip')).toEqual(asset);
    expect(await client.findRelease('octo', 'app', 'v1', 'checksums.txt')).toEqual(asset);
  });

  it('is a release not_found for an unknown tag or repository', async () => {
    expect(await client.findRelease('octo', 'app', 'v9', null)).toEqual({
      kind: 'not_found',
      what: 'release',
    });
    expect(await client.findRelease('octo', 'gone', 'v1', null)).toEqual({
      kind: 'not_found',
      what: 'release',
    });
  });
});

describe('downloadTarball', () => {
  it('follows the redirect to the archive host without the token, and the tarball unpacks', async () => {
    const dest = fresh('tarball');
    const seen: number[] = [];
    const before = github.requests.length;
    const result = await client.downloadTarball('octo', 'app', sha, dest, 10_000_000, (bytes) =>
      seen.push(bytes),
    );
    const size = (await stat(dest)).size;
    expect(result).toEqual({ kind: 'found', bytes: size });
    expect(seen.at(-1)).toBe(size);

    const [api, codeload] = github.requests.slice(before);
    expect(api).toMatchObject({ path: `/repos/octo/app/tarball/${sha}`, authorization: `Bearer ${TOKEN}` });
    expect(codeload?.path).toBe(`/__codeload/octo/app/legacy.tar.gz/${sha}`);
    expect(codeload?.authorization).toBeUndefined();

    const workDir = join(dir, `work-${sha.slice(0, 7)}`);
    await mkdir(workDir);
    const unpacked = await unpackArchive({
      archivePath: dest,
      format: 'tar.gz',
      folder: 'dist',
      stripTopFolder: true,
      limits: { maxFiles: 10, maxFileBytes: 1000, maxTotalBytes: 10_000, maxRatio: 100 },
      workDir,
    });
    expect(unpacked.ok && unpacked.files.map((file) => [file.path, file.size]).sort()).toEqual([
      ['assets/app.js', 17],
      ['index.html', 52],
    ]);
  });

  it('stops past maxBytes while streaming (the archive host sends no length) and leaves no file', async () => {
    const dest = fresh('too-large');
    expect(await client.downloadTarball('octo', 'app', sha, dest, 100)).toEqual({
      kind: 'too_large',
      maxBytes: 100,
    });
    expect(await exists(dest)).toBe(false);
  });

  it('allows a body slower than the header timeout', async () => {
    github.dripDownloads(150); // four parts, 600 ms in all, against a 300 ms timeout for the headers
    const dest = fresh('slow');
    expect(await client.downloadTarball('octo', 'app', sha, dest, 10_000_000)).toMatchObject({
      kind: 'found',
    });
  });

  it('is not_found for an unknown commit', async () => {
    const dest = fresh('missing');
    expect(await client.downloadTarball('octo', 'app', 'f'.repeat(40), dest, 1000)).toEqual({
      kind: 'not_found',
    });
    expect(await exists(dest)).toBe(false);
  });
});

describe('downloadAsset', () => {
  it('asks for application/octet-stream and saves the bytes from the storage host', async () => {
    const bytes = await zipBytes([{ name: 'index.html', content: '<p>release</p>' }]);
    const [asset] = github.addRelease('octo', 'app', 'v3', [{ name: 'site.zip', bytes }]);
    const found = await client.findRelease('octo', 'app', 'v3', null);
    expect(found).toEqual({
      kind: 'found',
      assetId: asset?.id,
      name: 'site.zip',
      size: bytes.length,
      body: null,
    });
    const dest = fresh('asset');
    const before = github.requests.length;
    expect(await client.downloadAsset('octo', 'app', asset?.id ?? 0, dest, 1_000_000)).toEqual({
      kind: 'found',
      bytes: bytes.length,
    });
    expect(
      createHash('sha256')
        .update(await readFile(dest))
        .digest('hex'),
    ).toBe(createHash('sha256').update(bytes).digest('hex'));
    const [api, storage] = github.requests.slice(before);
    expect(api).toMatchObject({ accept: 'application/octet-stream', authorization: `Bearer ${TOKEN}` });
    expect(storage?.path.startsWith('/__download/')).toBe(true);
    expect(storage?.authorization).toBeUndefined();
  });

  it('refuses an asset whose declared length is over maxBytes, and an unknown asset', async () => {
    const [asset] = github.addRelease('octo', 'app', 'v4', [{ name: 'big.zip', bytes: Buffer.alloc(5000) }]);
    const dest = fresh('big');
    expect(await client.downloadAsset('octo', 'app', asset?.id ?? 0, dest, 4999)).toEqual({
      kind: 'too_large',
      maxBytes: 4999,
    });
    expect(await client.downloadAsset('octo', 'app', 424242, dest, 4999)).toEqual({ kind: 'not_found' });
    expect(await exists(dest)).toBe(false);
  });
});

describe('the fake, driven over HTTP by another process', () => {
  it('adds a commit and a release that the client then finds and downloads', async () => {
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${github.url}/__fake/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const { sha: added } = await post<{ sha: string }>('repo-files', {
      owner: 'octo',
      repo: 'journey',
      ref: 'main',
      files: { 'dist/index.html': '<p>journey</p>', 'dist/logo.png': { base64: png.toString('base64') } },
    });
    expect(await client.resolveCommit('octo', 'journey', 'main')).toEqual({ kind: 'found', sha: added });
    expect(await client.lookupPublicRepo('octo', 'journey')).toEqual({ kind: 'found' });
    const tarball = fresh('journey');
    expect(await client.downloadTarball('octo', 'journey', added, tarball, 1_000_000)).toMatchObject({
      kind: 'found',
    });

    const { assets } = await post<{ assets: { id: number; name: string; size: number }[] }>('release', {
      owner: 'octo',
      repo: 'journey',
      tag: 'v1',
      assets: [
        { name: 'site.zip', base64: png.toString('base64') },
        { name: 'notes.txt', text: 'notes' },
      ],
      body: 'Primera versión.\nMás en https://example.com/notas',
    });
    expect(await client.findRelease('octo', 'journey', 'v1', 'site.zip')).toMatchObject({
      kind: 'found',
      body: 'Primera versión.\nMás en https://example.com/notas',
    });
    expect(assets).toEqual([
      { id: expect.any(Number), name: 'site.zip', size: 4 },
      { id: expect.any(Number), name: 'notes.txt', size: 5 },
    ]);
    const asset = fresh('journey-asset');
    expect(await client.downloadAsset('octo', 'journey', assets[0]?.id ?? 0, asset, 1000)).toEqual({
      kind: 'found',
      bytes: 4,
    });
    expect(await readFile(asset)).toEqual(png);
  });
});

describe('when GitHub cannot answer', () => {
  it('every call is unavailable during an outage, and the archive host too', async () => {
    github.startOutage({ mode: 'status', status: 503 });
    const down = { kind: 'unavailable', reason: 'server_error', retryAfterMs: null };
    expect(await client.resolveCommit('octo', 'app', 'main')).toEqual(down);
    expect(await client.findRelease('octo', 'app', 'v1', null)).toEqual(down);
    expect(await client.downloadTarball('octo', 'app', sha, fresh('down'), 1000)).toEqual(down);
    github.recover();
    github.failPath(`/__codeload/octo/app/legacy.tar.gz/${tagSha}`, 502);
    const dest = fresh('codeload-down');
    expect(await client.downloadTarball('octo', 'app', tagSha, dest, 10_000)).toEqual(down);
    expect(await exists(dest)).toBe(false);
  });

  it('a rate limit says when to come back; no answer is a timeout; no server is a network error', async () => {
    github.startOutage({ mode: 'rate-limit', status: 429, retryAfterSeconds: 30 });
    expect(await client.downloadAsset('octo', 'app', 1, fresh('limited'), 1000)).toEqual({
      kind: 'unavailable',
      reason: 'rate_limited',
      retryAfterMs: 30_000,
    });
    github.startOutage({ mode: 'hang' });
    expect(await client.downloadTarball('octo', 'app', sha, fresh('hang'), 1000)).toMatchObject({
      kind: 'unavailable',
      reason: 'timeout',
    });
    github.recover();

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createGithubClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    expect(await nowhere.resolveCommit('octo', 'app', 'main')).toMatchObject({ reason: 'network' });
    expect(await nowhere.downloadTarball('octo', 'app', sha, fresh('nowhere'), 1000)).toMatchObject({
      reason: 'network',
    });
    expect((await readdir(dir)).filter((name) => /^(hang|nowhere|limited)-/.test(name))).toEqual([]);
  });
});
