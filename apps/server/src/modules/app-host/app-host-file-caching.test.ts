import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import {
  appHostOf,
  insertReadyBuild,
  projectSlugOf,
  type TFixtureFile,
} from '../../../test/hosted-build-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';

/**
 * How a hosted build's files are kept by browsers: a year only for names carrying a content hash;
 * every other file (and service workers and web manifests, whatever their name) revalidated by its
 * SHA-256 on each use, the repeat answered 304 from memory; pages never kept. So a new build's
 * `app.js` reaches a browser that holds the old one.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

const appFiles = (script: string): TFixtureFile[] => [
  { path: 'index.html', content: '<!doctype html><title>Caché</title><script src="app.js"></script>' },
  { path: 'app.js', content: script },
  { path: 'style.css', content: 'body { color: navy; }' },
  { path: 'assets/index-BxY3z_9a.js', content: 'export const hashed = 1;' },
  { path: 'static/js/main.3f2a1b4c.chunk.js', content: 'window.chunk = 1;' },
  { path: 'jquery-3.6.0.min.js', content: '/* jQuery */' },
  { path: 'sw.js', content: 'self.addEventListener("fetch", () => {});' },
  { path: 'sw-3f2a1b4c.js', content: 'self.skipWaiting();' },
  { path: 'manifest.json', content: '{"name":"Caché"}', contentType: 'application/manifest+json' },
  { path: 'site.webmanifest', content: '{"name":"Caché"}', contentType: 'application/manifest+json' },
];

let host: string;
let projectId: string;
let first: Awaited<ReturnType<typeof insertReadyBuild>>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  const dev = await fx.verifiedDeveloper();
  projectId = await fx.publishedProject(dev, { price: 0 });
  first = await insertReadyBuild(t, projectId, appFiles('window.version = 1;'));
  host = appHostOf(t, await projectSlugOf(t, projectId));
});
afterAll(async () => {
  await t?.close();
  await github?.close();
});

const sha256Of = (path: string) => {
  const file = first.files.find((each) => each.path === path);
  if (!file) throw new Error(`no file ${path}`);
  return file.sha256;
};

describe("the caching of a hosted build's files", () => {
  it('keeps hashed names for a year, revalidates the others, never keeps pages', async () => {
    const expected: Record<string, string> = {
      '/': 'private, no-store',
      '/index.html': 'private, no-store',
      '/app.js': 'private, no-cache',
      '/style.css': 'private, no-cache',
      '/jquery-3.6.0.min.js': 'private, no-cache',
      '/assets/index-BxY3z_9a.js': 'private, max-age=31536000, immutable',
      '/static/js/main.3f2a1b4c.chunk.js': 'private, max-age=31536000, immutable',
      // A service worker and a web manifest are never kept long, whatever their name carries.
      '/sw.js': 'private, no-cache',
      '/sw-3f2a1b4c.js': 'private, no-cache',
      '/manifest.json': 'private, no-cache',
      '/site.webmanifest': 'private, no-cache',
    };
    for (const [url, cacheControl] of Object.entries(expected)) {
      const response = await get(host, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(cacheControl);
      if (cacheControl === 'private, no-store') expect(response.headers.etag, url).toBeUndefined();
      else expect(response.headers.etag, url).toBe(`"${sha256Of(url.slice(1))}"`);
    }
  });

  it('answers a revalidation 304 from memory, without reading the file', async () => {
    const etag = `"${sha256Of('app.js')}"`;
    // The first answer puts the build's manifest in memory.
    expect((await get(host, '/app.js')).statusCode).toBe(200);
    const read = vi.spyOn(t.deps.blobs, 'read');
    try {
      for (const url of ['/app.js', '/sw.js', '/manifest.json', '/assets/index-BxY3z_9a.js']) {
        const again = await get(host, url, { 'if-none-match': `"${sha256Of(url.slice(1))}"` });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(`"${sha256Of(url.slice(1))}"`);
      }
      const unhashed = await get(host, '/app.js', { 'if-none-match': etag });
      expect(unhashed.headers['cache-control']).toBe('private, no-cache');
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('gives a browser holding build 1’s app.js build 2’s once build 2 is approved', async () => {
    const oldEtag = `"${sha256Of('app.js')}"`;
    const next = await insertReadyBuild(t, projectId, appFiles('window.version = 2;'), {
      current: false,
      version: '2.0.0',
    });
    const admin = await fx.adminAuth();
    expect((await fx.call('POST', `/api/admin/builds/${next.buildId}/approve`, admin)).statusCode).toBe(200);
    const revalidated = await get(host, '/app.js', { 'if-none-match': oldEtag });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe('window.version = 2;');
    const newSha = next.files.find((file) => file.path === 'app.js')?.sha256;
    expect(revalidated.headers.etag).toBe(`"${newSha}"`);
    // A file the builds share is still the same: the browser's copy stays good.
    expect(
      (await get(host, '/style.css', { 'if-none-match': `"${sha256Of('style.css')}"` })).statusCode,
    ).toBe(304);
  });
});
