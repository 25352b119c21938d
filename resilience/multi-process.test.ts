import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestDatabase } from './support/databases';
import { call, clientAddress, DEMO, login, registerUser } from './support/http';
import { isRunning, killChild, sleep, startChild, type TServer, withTimeout } from './support/processes';
import { startServerPair, type TServerPair } from './support/server-pair';

/**
 * Two server processes (A and B) on one PostgreSQL and one Redis, as in production behind a load
 * balancer: sessions, rate limits and the read cache must behave as one server, and losing
 * one process (SIGKILL) must lose no acknowledged write and leave the other serving.
 */
let db: TTestDatabase;
let pair: TServerPair | undefined;
let A: TServer;
let B: TServer;
const scratch = mkdtempSync(join(tmpdir(), 'vitrina-resilience-load-'));

beforeAll(async () => {
  pair = await startServerPair('multi', 13, {
    RATE_LIMIT_AUTH_MAX: '5',
    RATE_LIMIT_AUTH_WINDOW_MS: '60000',
    // Below the route's 5 a minute, so the sign-in guard answers before the route limit does.
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '3',
    // A minute: only the cross-process invalidation can explain a fresh read within seconds.
    PUBLIC_CACHE_TTL_MS: '60000',
    PERSONAL_CACHE_TTL_MS: '60000',
  });
  ({ db, A, B } = pair);
});

afterAll(async () => {
  await pair?.close();
  rmSync(scratch, { recursive: true, force: true });
});

let clients = 0;
/** A new client address: each part of the test is a different visitor to the rate limiter. */
const newClient = () => clientAddress(++clients);

describe('two processes on one database', () => {
  it('share sessions: a token from A works on B, and a logout on B is refused on A at once, kept favourites included', async () => {
    const token = await login(A.url, newClient(), DEMO.lucia);
    const onB = await call<{ email: string }>(B.url, 'GET', '/api/auth/me', { token });
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe(DEMO.lucia.email);

    // A keeps this session's favourites list for a minute: the logout must end it there too.
    const favourites = () => call(A.url, 'GET', '/api/user/favorites', { token });
    expect((await favourites()).status).toBe(200);
    expect((await favourites()).status).toBe(200);

    expect((await call(B.url, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await call(A.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call(B.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    // The kept list is dropped when B's change reaches A (LISTEN/NOTIFY), long before the minute.
    const deadline = Date.now() + 2000;
    let status = (await favourites()).status;
    while (status === 200 && Date.now() < deadline) {
      await sleep(20);
      status = (await favourites()).status;
    }
    expect(status).toBe(401);
  });

  it('share the sign-in limit: 5 attempts in total across A and B, then 429 on both', async () => {
    const address = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const server = attempt % 2 === 0 ? A : B;
      const answer = await call(server.url, 'POST', '/api/auth/login', {
        // No such account: only the per-address limit of the route counts these attempts.
        body: { email: `nadie.${attempt}@correo-prueba.net`, password: 'incorrecta1', type: 'user' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(answer.status);
    }
    // Per process, alternating would have allowed 10 attempts (5 on each).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another address is not affected.
    const other = await call(B.url, 'POST', '/api/auth/login', {
      body: { email: 'nadie@correo-prueba.net', password: 'incorrecta1', type: 'user' },
      headers: { 'x-forwarded-for': newClient() },
    });
    expect(other.status).toBe(401);
  });

  it("share the sign-in guard: one address's failures on A and B count together; another address signs in", async () => {
    const { email } = await registerUser(A.url, newClient());
    const guesser = newClient();
    const signIn = (server: TServer, password: string, address: string) =>
      call<{ message?: string }>(server.url, 'POST', '/api/auth/login', {
        body: { email, password, type: 'user' },
        headers: { 'x-forwarded-for': address, 'accept-language': 'es' },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await signIn(attempt % 2 === 0 ? A : B, `incorrecta-${attempt}`, guesser)).status);
    // Per process, alternating would have allowed 6 failures (3 on each).
    expect(statuses).toEqual([401, 401, 401]);
    for (const server of [B, A]) {
      const refused = await signIn(server, 'secreto123', guesser);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Demasiados intentos\. Vuelve a intentarlo en \d+ segundos\.$/);
    }
    expect((await signIn(B, 'secreto123', newClient())).status).toBe(200);
  });

  it('share the public read cache: a change through A shows on B within 2 s, though B caches for a minute', async () => {
    type TPage = { projects: { id: string; name: string }[] };
    const listPath = '/api/project/simplified?page=0&size=12';
    const first = await call<TPage>(B.url, 'GET', listPath);
    expect(first.status).toBe(200);
    const [target, witness] = first.body.projects;
    if (!target || !witness) throw new Error('the demo catalogue has fewer than two apps on page 0');

    // Control: a change behind the server's back (no change announced) stays invisible on B, so B
    // really answers this list from its cache.
    await db.query(`update projects set name = name || ' (renombrada)' where id = $1`, [witness.id]);
    const cached = await call<TPage>(B.url, 'GET', listPath);
    expect(cached.body.projects.find((p) => p.id === witness.id)?.name).toBe(witness.name);

    // An admin suspends the first app through A.
    const admin = await login(A.url, newClient(), DEMO.admin);
    const suspended = await call(A.url, 'PUT', `/api/project/${target.id}`, {
      token: admin,
      body: { status: 'SUSPENDED' },
    });
    expect(suspended.status).toBe(200);

    const deadline = Date.now() + 2000;
    let page = cached.body;
    while (page.projects.some((p) => p.id === target.id) && Date.now() < deadline) {
      await sleep(50);
      page = (await call<TPage>(B.url, 'GET', listPath)).body;
    }
    expect(page.projects.map((p) => p.id)).not.toContain(target.id);
    // The whole cache was emptied: the change made behind its back shows too.
    expect(page.projects.find((p) => p.id === witness.id)?.name).toBe(`${witness.name} (renombrada)`);
  });

  it('under mixed load, A is SIGKILLed: no acknowledged write is lost and B keeps serving', async ({
    annotate,
  }) => {
    // Buyers for the favourites, and the published apps they mark.
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => registerUser(i % 2 ? A.url : B.url, newClient(), 'carga')),
    );
    const catalogue = await call<{ content: { id: string }[] }>(
      B.url,
      'GET',
      '/api/project/all?page=0&size=100',
    );
    const projectIds = catalogue.body.content.map((p) => p.id);
    expect(projectIds.length).toBeGreaterThan(10);

    const resultFile = join(scratch, 'load.json');
    const load = startChild('load', process.execPath, [join(import.meta.dirname, 'support', 'load.mjs')], {
      env: {
        PATH: process.env.PATH,
        LOAD_CONFIG: JSON.stringify({
          targets: { A: A.url, B: B.url },
          durationMs: 30_000,
          maxRequests: 20_000,
          concurrency: 6,
          runId: `${Date.now().toString(36)}${process.pid}`,
          resultFile,
          users: users.map(({ id, token }) => ({ id, token })),
          projectIds,
        }),
      },
    });
    let acknowledged = 0;
    load.child.stdout?.on('data', (chunk: Buffer) => {
      for (const match of String(chunk).matchAll(/progress (\d+)/g)) acknowledged = Number(match[1]);
    });

    // SIGKILL A in the middle of the stream, once a good number of writes went through.
    const killDeadline = Date.now() + 15_000;
    while (acknowledged < 40 && Date.now() < killDeadline && isRunning(load)) await sleep(20);
    expect(acknowledged).toBeGreaterThanOrEqual(40);
    const killedAt = Date.now();
    await killChild(A);
    expect((await A.exited).signal).toBe('SIGKILL');

    // The load goes on for 5 s against both (A refuses connections now), then stops.
    await sleep(5000);
    load.child.kill('SIGTERM');
    const exit = await withTimeout(load.exited, 15_000, 'the load process').catch(async (error) => {
      await killChild(load);
      throw error;
    });
    expect(exit, load.output()).toEqual({ code: 0, signal: null });

    type TRecord = {
      target: 'A' | 'B';
      kind: 'read' | 'register' | 'favorite';
      marker?: string;
      status?: number;
      error?: string;
      startedAt: number;
      endedAt: number;
    };
    const records = JSON.parse(readFileSync(resultFile, 'utf8')) as TRecord[];
    const ok = (r: TRecord) => r.status !== undefined && r.status >= 200 && r.status < 300;
    const writes = records.filter((r) => r.kind !== 'read');
    const acked = writes.filter(ok);

    const startedAt = Math.min(...records.map((r) => r.startedAt));
    await annotate(
      `${records.length} requests, ${writes.length} writes (${acked.length} acknowledged: ` +
        `${acked.filter((r) => r.target === 'A').length} by A), A killed ${killedAt - startedAt} ms in, ` +
        `${records.filter((r) => r.target === 'A' && r.error).length} requests to A failed without an answer`,
    );

    // Every write answered 2xx, by either process, is in the database.
    const emails = acked.filter((r) => r.kind === 'register').map((r) => r.marker as string);
    const storedEmails = new Set(
      (await db.query<{ email: string }>('select email from users where email = any($1)', [emails])).map(
        (row) => row.email,
      ),
    );
    expect(emails.filter((email) => !storedEmails.has(email))).toEqual([]);
    const favourites = acked.filter((r) => r.kind === 'favorite').map((r) => r.marker as string);
    const storedFavourites = new Set(
      (
        await db.query<{ pair: string }>(
          `select user_id || ':' || project_id as pair from favorites where user_id = any($1::uuid[])`,
          [users.map((u) => u.id)],
        )
      ).map((row) => row.pair),
    );
    expect(favourites.filter((pair) => !storedFavourites.has(pair))).toEqual([]);
    expect(emails.length).toBeGreaterThan(10);
    expect(favourites.length).toBeGreaterThan(10);

    // B answered everything, never with a 5xx, and kept taking writes after A died.
    const onB = records.filter((r) => r.target === 'B');
    expect(onB.filter((r) => r.status === undefined).map((r) => r.error)).toEqual([]);
    expect(onB.filter((r) => (r.status as number) >= 500)).toEqual([]);
    const bWritesAfterKill = onB.filter((r) => r.kind !== 'read' && r.startedAt > killedAt && ok(r));
    expect(bWritesAfterKill.length).toBeGreaterThan(10);
    // Every write B refused was a clean 4xx (none expected: unique markers, valid input).
    expect(onB.filter((r) => r.kind !== 'read' && !ok(r)).map((r) => r.status)).toEqual([]);

    // A: answers only for requests begun before the kill; after it, only connection errors,
    // recorded as failures (never as successes).
    const onA = records.filter((r) => r.target === 'A');
    expect(onA.filter((r) => r.status !== undefined && r.startedAt > killedAt + 100)).toEqual([]);
    const aAfterKill = onA.filter((r) => r.startedAt > killedAt + 100);
    expect(aAfterKill.length).toBeGreaterThan(0);
    expect(aAfterKill.every((r) => r.error !== undefined)).toBe(true);
    expect(onA.filter((r) => (r.status as number) >= 500)).toEqual([]);

    // B still answers a fresh session's calls.
    const survivor = await registerUser(B.url, newClient(), 'despues');
    expect((await call(B.url, 'GET', '/api/auth/me', { token: survivor.token })).status).toBe(200);
  });
});
