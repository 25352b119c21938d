import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app-builder';
import { bearer, registerUser } from '../../test/factories';
import { seedDemoData } from '../demo/demo-data';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  await seedDemoData(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

describe('HTTP caching of API reads', () => {
  it('tags the public store list, lets shared caches keep it briefly, and answers 304 to a repeat', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/project/simplified?page=0&size=12',
      headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(first.headers.vary).toContain('Authorization');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/project/simplified?page=0&size=12',
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherPage = await t.app.inject({
      method: 'GET',
      url: '/api/project/simplified?page=1&size=12',
      headers,
    });
    expect(otherPage.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps what is read with a token private, and never caches errors', async () => {
    const user = await registerUser(t);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/favorites',
      headers: bearer(user.token),
    });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const detail = await t.app.inject({ method: 'GET', url: '/api/project/editor-de-fotos-pro' });
    expect(detail.headers['cache-control']).toBe('no-cache');
    expect(detail.headers.etag).toBeDefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/project/no-existe' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
