import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import {
  appHostOf,
  insertReadyBuild,
  projectSlugOf,
  sampleAppFiles,
  setCurrentBuild,
} from '../../../test/hosted-build-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';

let t: TTestApp;
let github: TFakeGithub;
/** A free app (not a single-page app) and its host, and a free single-page app's host. */
let host: string;
let spaHost: string;
let spaProject: string;
let noBuildHost: string;
let files: Awaited<ReturnType<typeof insertReadyBuild>>['files'];

const fileOf = (path: string) => {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no fixture file ${path}`);
  return file;
};

type TMethod = 'GET' | 'HEAD' | 'POST' | 'PROPFIND';
const request = (method: TMethod, hostHeader: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { host: hostHeader, ...headers } });
const get = (hostHeader: string, url: string, headers: Record<string, string> = {}) =>
  request('GET', hostHeader, url, headers);

/** What every answer of an app's host carries, and none of the main site's headers. */
function expectAppHostHeaders(response: LightMyRequestResponse) {
  const headers = response.headers;
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe(
    'sandbox allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads; frame-ancestors http://localhost:3000',
  );
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['permissions-policy']).toContain('payment=()');
  expect(headers['permissions-policy']).toContain('usb=()');
  // The main site's helmet headers, caches and ETags never reach an app's host.
  for (const name of [
    'strict-transport-security',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'x-frame-options',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
  ])
    expect(headers[name], name).toBeUndefined();
  expect(String(headers.vary ?? '')).not.toContain('Authorization');
  expect(String(headers.etag ?? '')).not.toMatch(/^W\//);
}

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const fx = paymentFixtures(t, github);
  const dev = await fx.verifiedDeveloper();
  const free = await fx.publishedProject(dev, { price: 0 });
  files = (
    await insertReadyBuild(t, free, [
      ...sampleAppFiles('Hola'),
      { path: 'docs/index.html', content: '<!doctype html><title>Docs</title><p>Docs</p>' },
      { path: 'api/health', content: '{"app":"own"}', contentType: 'application/json' },
      { path: 'logo.png', content: Buffer.alloc(2048, 7) },
    ])
  ).files;
  host = appHostOf(t, await projectSlugOf(t, free));
  spaProject = await fx.publishedProject(dev, { price: 0 });
  await insertReadyBuild(t, spaProject, sampleAppFiles('SPA'), { spa: true });
  spaHost = appHostOf(t, await projectSlugOf(t, spaProject));
  const noBuild = await fx.publishedProject(dev, { price: 0 });
  noBuildHost = appHostOf(t, await projectSlugOf(t, noBuild));
});
afterAll(async () => {
  await t?.close();
  await github?.close();
});

describe("a free app's own origin", () => {
  it('answers / with its index.html, never cached', async () => {
    const response = await get(host, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.body).toContain('<h1>Hola</h1>');
    expectAppHostHeaders(response);
    const caseless = await get(host.toUpperCase(), '/');
    expect(caseless.body).toContain('<h1>Hola</h1>');
  });

  it('answers an asset with its type, a strong ETag and revalidation, and 304 to a repeat', async () => {
    const css = fileOf('assets/app.css');
    const response = await get(host, '/assets/app.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers.etag).toBe(`"${css.sha256}"`);
    // No hash in its name: asked about on each use (304 while it is the same).
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-length']).toBe(String(css.size));
    expect(response.body).toBe(css.bytes.toString());
    expectAppHostHeaders(response);
    const again = await get(host, '/assets/app.css', { 'if-none-match': `W/"x", "${css.sha256}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(`"${css.sha256}"`);
    expectAppHostHeaders(again);
    const png = await get(host, '/logo.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(fileOf('logo.png').bytes)).toBe(true);
  });

  it('compresses text when asked (gzip or br), but not images or ranges', async () => {
    const js = fileOf('assets/app.js');
    const gzip = await get(host, '/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.rawPayload).equals(js.bytes)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(js.size);
    const br = await get(host, '/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(js.bytes)).toBe(true);
    // Kept compressed: the second answer is the same bytes.
    const brAgain = await get(host, '/assets/app.js', { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const png = await get(host, '/logo.png', { 'accept-encoding': 'gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    const range = await get(host, '/assets/app.js', { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
  });

  it('answers byte ranges (206), and 416 to one beyond the end', async () => {
    const js = fileOf('assets/app.js');
    const first = await get(host, '/assets/app.js', { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${js.size}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.body).toBe(js.bytes.subarray(0, 10).toString());
    expectAppHostHeaders(first);
    const tail = await get(host, '/assets/app.js', { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe(js.bytes.subarray(js.size - 5).toString());
    const open = await get(host, '/assets/app.js', { range: `bytes=${js.size - 3}-` });
    expect(open.headers['content-range']).toBe(`bytes ${js.size - 3}-${js.size - 1}/${js.size}`);
    const beyond = await get(host, '/assets/app.js', { range: `bytes=${js.size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${js.size}`);
    expectAppHostHeaders(beyond);
    // If-Range naming another version: the whole file.
    const stale = await get(host, '/assets/app.js', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-length']).toBe(String(js.size));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const index = fileOf('index.html');
    const page = await request('HEAD', host, '/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-length']).toBe(String(index.size));
    expect(page.body).toBe('');
    const js = await request('HEAD', host, '/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers.etag).toBe(`"${fileOf('assets/app.js').sha256}"`);
    expect(js.body).toBe('');
  });

  it("serves a folder's index.html, and sends a folder without its slash to it", async () => {
    const folder = await get(host, '/docs/');
    expect(folder.statusCode).toBe(200);
    expect(folder.body).toContain('<p>Docs</p>');
    const bare = await get(host, '/docs?x=1');
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/docs/');
    expectAppHostHeaders(bare);
  });

  it('answers an unknown path with a 404 page in the visitor’s language, or a SPA’s index.html', async () => {
    const missing = await get(host, '/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.body).toContain('Página no encontrada');
    expect(missing.body).not.toContain('<script');
    expectAppHostHeaders(missing);
    const english = await get(host, '/no/such/page', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('Page not found');
    const spa = await get(spaHost, '/some/client/route');
    expect(spa.statusCode).toBe(200);
    expect(spa.headers['cache-control']).toBe('private, no-store');
    expect(spa.body).toContain('<h1>SPA</h1>');
  });

  it('reads paths safely: no climbing out, no encoded slashes', async () => {
    expect((await get(host, '/%2e%2e/%2e%2e/index.html')).body).toContain('<h1>Hola</h1>');
    expect((await get(host, '/assets%2Fapp.css')).statusCode).toBe(404);
    expect((await get(host, '/assets/app.css%00')).statusCode).toBe(404);
    const bad = await get(host, '/%zz');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('text/html; charset=utf-8');
    expectAppHostHeaders(bad);
  });

  it('answers only reads: other methods get a 405 page', async () => {
    for (const method of ['POST', 'PROPFIND'] as const) {
      const response = await request(method, host, '/api/health');
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectAppHostHeaders(response);
    }
  });

  it('answers a 404 page for an app that does not exist or has no current build', async () => {
    const unknown = await get(appHostOf(t, 'no-existe-esta-app'), '/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Aquí no hay ninguna app');
    expectAppHostHeaders(unknown);
    const none = await get(noBuildHost, '/', { 'accept-language': 'en' });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('There is no app here');
    expect(none.body).toContain('href="http://localhost:3000/"');
  });

  it('serves the project’s current build: a newly approved one at once', async () => {
    const slug = spaHost.split('.')[0] as string;
    const [row] = (
      (await t.deps.db.execute(
        (
          await import('drizzle-orm')
        ).sql`select id from projects where slug = ${slug}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const projectId = row?.id as string;
    const next = await insertReadyBuild(t, projectId, sampleAppFiles('Nueva'), { current: false });
    expect((await get(spaHost, '/')).body).toContain('<h1>SPA</h1>');
    await setCurrentBuild(t, projectId, next.buildId);
    expect((await get(spaHost, '/')).body).toContain('<h1>Nueva</h1>');
  });
});

describe('over a real connection', () => {
  it('streams files, ranges and compressed files as announced', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const fetchRaw = (method: string, path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method, path, headers: { host, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const js = fileOf('assets/app.js');
    const whole = await fetchRaw('GET', '/assets/app.js');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-length']).toBe(String(js.size));
    expect(whole.body.equals(js.bytes)).toBe(true);
    const range = await fetchRaw('GET', '/assets/app.js', { range: 'bytes=10-19' });
    expect(range.status).toBe(206);
    expect(range.body.equals(js.bytes.subarray(10, 20))).toBe(true);
    const gzip = await fetchRaw('GET', '/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).equals(js.bytes)).toBe(true);
    const head = await fetchRaw('HEAD', '/');
    expect(head.headers['content-length']).toBe(String(fileOf('index.html').size));
    expect(head.body.length).toBe(0);
  });
});

describe('the main site and the apps’ hosts never answer for each other', () => {
  it("an app's host answers main-site paths as its own files or its 404 page", async () => {
    const own = await get(host, '/api/health');
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('{"app":"own"}');
    expectAppHostHeaders(own);
    for (const path of [
      '/store',
      '/api/config',
      '/api/docs/json',
      '/media/demo/editor-de-fotos-shot-1.svg',
    ]) {
      const response = await get(host, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expectAppHostHeaders(response);
    }
  });

  it('the main host serves no app file and does not take launches', async () => {
    const health = await get('localhost:3000', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-frame-options']).toBeDefined();
    for (const path of ['/__vitrina/launch?t=abc', '/assets/app.js']) {
      const response = await get('localhost:3000', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('application/json');
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    // The port is part of an app's host: another port is not the app.
    const otherPort = await get(host.replace(':3000', ':4000'), '/api/health');
    expect(otherPort.headers['content-type']).toContain('application/json');
    expect(otherPort.json()).toMatchObject({ status: expect.any(String) });
  });
});
