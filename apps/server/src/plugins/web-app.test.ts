import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app-builder';

/** A built web app's shell (no server renderer: every page address answers it). */
const WEB_INDEX = '<!doctype html><title>Vitrina</title>';
let webDist: string;
let t: TTestApp;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'vitrina-web-'));
  writeFileSync(join(webDist, 'index.html'), WEB_INDEX);
  writeFileSync(join(webDist, 'robots-test.txt'), 'file');
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
