import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app-builder';
import { bearer, registerUser } from '../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../test/fake-github';
import { paymentFixtures } from '../../test/payment-fixtures';
import { seedDemoData } from '../demo/demo-data';

/** The in-memory copy of anonymous catalogue reads: served without the database, emptied by writes. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let queries = 0;
const LIST = '/api/project/simplified?page=0&size=12';

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    ownDatabase: true,
    githubUrl: github.url,
    env: { PUBLIC_CACHE_TTL_MS: '60000', PERSONAL_CACHE_TTL_MS: '60000' },
    onQuery: () => {
      queries += 1;
    },
  });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
});
beforeEach(() => {
  queries = 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

describe('public read cache', () => {
  it('answers a repeated anonymous list from memory: same bytes, ETag and headers, no query', async () => {
    const dev = await fx.verifiedDeveloper();
    // Enough apps for an answer above the compression threshold.
    for (let i = 0; i < 5; i += 1) await fx.publishedProject(dev);
    const first = await get(LIST, { 'accept-encoding': 'identity' });
    expect(first.statusCode).toBe(200);
    expect(queries).toBeGreaterThan(0);

    queries = 0;
    const second = await get(LIST, { 'accept-encoding': 'identity' });
    expect(queries).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
    expect(second.headers.vary).toContain('Accept-Encoding');

    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const br = await get(LIST, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);

    const notModified = await get(LIST, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(queries).toBe(0);
  });

  it('is emptied by a write through the API, so the change shows at once', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const before = (await get(LIST)).json();
    const name = before.projects.find((p: { id: string }) => p.id === id).name as string;

    const suspended = await fx.call('PUT', `/api/project/${id}`, await fx.adminAuth(), {
      status: 'SUSPENDED',
    });
    expect(suspended.statusCode).toBe(200);
    expect(names((await get(LIST)).json())).not.toContain(name);
  });

  it('keeps a read that started before a write from filling the cache with the old answer', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    await get(LIST);
    // A change behind the app's back is not seen until something empties the cache...
    await t.deps.db.execute(sql`update projects set name = 'Nombre nuevo de prueba' where id = ${id}`);
    expect(names((await get(LIST)).json())).not.toContain('Nombre nuevo de prueba');
    // ...and a rejected write (here a 401) changes nothing and empties nothing.
    const refused = await t.app.inject({ method: 'PUT', url: `/api/project/${id}`, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(names((await get(LIST)).json())).not.toContain('Nombre nuevo de prueba');
    t.deps.changes.publish();
    expect(names((await get(LIST)).json())).toContain('Nombre nuevo de prueba');
  });

  it('never keeps what a signed-in account reads, nor an opened app page that counts a view', async () => {
    const user = await registerUser(t);
    await get(LIST, bearer(user.token));
    queries = 0;
    await get(LIST, bearer(user.token));
    expect(queries).toBeGreaterThan(0);

    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const views = async () =>
      Number(
        (
          (await t.deps.db.execute(sql`select views from projects where id = ${id}`)) as unknown as {
            rows: { views: number }[];
          }
        ).rows[0]?.views,
      );
    await get(`/api/project/${id}`);
    await get(`/api/project/${id}`);
    expect(await views()).toBe(2);

    queries = 0;
    await get(`/api/project/${id}`, { purpose: 'prefetch' });
    const firstPrefetch = queries;
    await get(`/api/project/${id}`, { purpose: 'prefetch' });
    expect(firstPrefetch).toBeGreaterThan(0);
    expect(queries).toBe(firstPrefetch);
    expect(await views()).toBe(2);
  });

  it('forgets an answer after PUBLIC_CACHE_TTL_MS', async () => {
    const short = await createTestApp({ ownDatabase: true, env: { PUBLIC_CACHE_TTL_MS: '100' } });
    try {
      await seedDemoData(short.deps.db);
      // A preloaded app page, kept like the lists.
      const list = async () =>
        (
          await short.app.inject({
            method: 'GET',
            url: '/api/project/editor-de-fotos-pro',
            headers: { purpose: 'prefetch' },
          })
        ).json().name as string;
      const before = await list();
      await short.deps.db.execute(
        sql`update projects set name = 'Renombrada por detrás' where slug = 'editor-de-fotos-pro'`,
      );
      expect(await list()).toBe(before);
      await sleep(200);
      expect(await list()).toBe('Renombrada por detrás');
    } finally {
      await short.close();
    }
  });
});

describe('personal read cache (favourites)', () => {
  const FAVORITES = '/api/user/favorites';
  const favoriteNames = async (token: string) => {
    const response = await get(FAVORITES, bearer(token));
    expect(response.statusCode).toBe(200);
    return names(response.json());
  };
  const favorite = async (token: string, id: string) =>
    (await fx.call('POST', FAVORITES, token, { idFavoriteProject: id })).statusCode;
  const appName = async (id: string) =>
    (await get(`/api/project/${id}`, { purpose: 'prefetch' })).json().name;

  it('answers a repeated read of the same session from memory, and only to that session', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const name = await appName(id);
    const ana = await registerUser(t);
    const luis = await registerUser(t);
    expect(await favorite(ana.token, id)).toBe(200);

    const first = await get(FAVORITES, bearer(ana.token));
    expect(names(first.json())).toContain(name);
    queries = 0;
    const second = await get(FAVORITES, bearer(ana.token));
    expect(queries).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");

    // Another account, a made-up token and no token at all never get it.
    queries = 0;
    expect(await favoriteNames(luis.token)).not.toContain(name);
    expect(queries).toBeGreaterThan(0);
    expect((await get(FAVORITES, bearer('made-up-token'))).statusCode).toBe(401);
    expect((await get(FAVORITES)).statusCode).toBe(401);
  });

  it('is emptied by a favourite change and by a change to what its cards show', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const name = await appName(id);
    const ana = await registerUser(t);
    expect(await favorite(ana.token, id)).toBe(200);
    expect(await favoriteNames(ana.token)).toContain(name);

    expect((await fx.call('DELETE', `${FAVORITES}/${id}`, ana.token)).statusCode).toBe(200);
    expect(await favoriteNames(ana.token)).not.toContain(name);
    expect(await favorite(ana.token, id)).toBe(200);
    expect(await favoriteNames(ana.token)).toContain(name);

    const suspended = await fx.call('PUT', `/api/project/${id}`, await fx.adminAuth(), {
      status: 'SUSPENDED',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await favoriteNames(ana.token)).not.toContain(name);
  });

  it('refuses a token at once after signing out, though its answer was kept', async () => {
    const ana = await registerUser(t);
    await favoriteNames(ana.token);
    queries = 0;
    await favoriteNames(ana.token);
    expect(queries).toBe(0);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ana.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await get(FAVORITES, bearer(ana.token))).statusCode).toBe(401);
  });

  it("is not served past the session's idle limit", async () => {
    const ana = await registerUser(t);
    await favoriteNames(ana.token);
    queries = 0;
    await favoriteNames(ana.token);
    expect(queries).toBe(0);

    t.clock.advance((t.deps.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    const expired = await get(FAVORITES, bearer(ana.token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_EXPIRED');
  });
});
