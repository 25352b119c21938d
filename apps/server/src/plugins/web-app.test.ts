import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app-builder';

/** A built web app's shell (no server renderer: every page address answers it). */
const WEB_INDEX = '<!doctype html><title>Vitrina</title>';
/** A built script, long enough to be worth compressing. */
const SCRIPT = `console.log(${JSON.stringify('Vitrina '.repeat(400))});`;
let webDist: string;
let t: TTestApp;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-'));
  writeFileSync(join(webDist, 'index.html'), WEB_INDEX);
  writeFileSync(join(webDist, 'robots-test.txt'), 'file');
  // A built script with the copies the build writes beside it.
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ webDistDir: webDist, ownDatabase: true });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a page address that names a language', () => {
  it('keeps the choice in the language cookie for the pages after it', async () => {
    for (const [url, lang] of [
      ['/store?lang=en', 'en'],
      ['/login?category=GAMES&lang=es', 'es'],
      ['/?lang=en', 'en'],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['set-cookie'], url).toBe(
        `vitrina_lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`,
      );
    }
  });

  it('sets nothing for an address without a language, one the product does not speak, the API or a file', async () => {
    for (const url of [
      '/store',
      '/store?lang=fr',
      '/store?lang=EN',
      '/api/config?lang=en',
      '/robots-test.txt?lang=en',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('is marked Secure when the page was asked for over HTTPS (behind a trusted proxy)', async () => {
    const behindProxy = await createTestApp({
      webDistDir: webDist,
      ownDatabase: true,
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const answer = await behindProxy.app.inject({
        method: 'GET',
        url: '/about?lang=en',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.headers['set-cookie']).toBe(
        'vitrina_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      );
    } finally {
      await behindProxy.close();
    }
  });
});

describe('a built file', () => {
  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('is sent as the copy the build compressed, in the encoding the browser prefers', async () => {
    const br = await asset('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('is sent whole to a browser that takes no compression', async () => {
    const plain = await asset();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("has no address for its compressed copies: they are the file's, not files of their own", async () => {
    for (const url of ['/assets/main-abc123.js.br', '/assets/main-abc123.js.gz']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ error: expect.any(Object) });
    }
  });
});
