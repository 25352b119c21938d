import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from './support/databases';
import { call, uniqueEmail } from './support/http';
import { sleep, startServer, stopAllChildren, withTimeout } from './support/processes';
import { startSlowGithub } from './support/slow-github';

/** The outcome of a request on a connection of its own (never a kept-alive one). */
function onNewConnection(url: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 3000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('timeout', () => req.destroy(new Error('TIMEOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

let db: TTestDatabase;
let github: Awaited<ReturnType<typeof startSlowGithub>>;

beforeAll(async () => {
  db = await createTestDatabase('shutdown');
  github = await startSlowGithub(1500);
});

afterAll(async () => {
  await stopAllChildren();
  await github?.close();
  await db?.drop();
});

describe('SIGTERM', () => {
  it('finishes the request in flight, takes no new ones, and exits 0', async () => {
    const server = await startServer('graceful', {
      DATABASE_URL: db.url,
      APP_TOKEN_SECRET: 'resilience-app-token-secret-0123456789',
      GITHUB_API_URL: github.url,
      GITHUB_TIMEOUT_MS: '5000',
    });

    // A developer registration: the server checks the GitHub profile, which takes 1.5 s here.
    const email = uniqueEmail('desarrolladora');
    const inFlight = call<{ token: string; user: { email: string; type: string } }>(
      server.url,
      'POST',
      '/api/developer/register',
      {
        body: {
          email,
          password: 'secreto123',
          name: 'Valeria Soto',
          paypalMerchantId: 'VALERIASOTO01',
          githubProfile: 'github.com/valeria-soto',
        },
      },
    );
    await withTimeout(github.nextRequest(), 5000, 'the GitHub lookup');
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    let exitedAt = 0;
    const exit = server.exited.then((result) => {
      exitedAt = Date.now();
      return result;
    });

    // While it drains: a new connection is refused, or answered 503, never served.
    await sleep(200);
    const probe = await onNewConnection(`${server.url}/api/health`);
    expect(['ECONNREFUSED', 503]).toContain('error' in probe ? probe.error : probe.status);

    // The request in flight gets its normal answer, and what it wrote is stored.
    const answer = await inFlight;
    const answeredAt = Date.now();
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({ email, type: 'developer' });
    expect(answer.body.token).toBeTruthy();
    expect(answeredAt - signalledAt).toBeGreaterThan(1000);
    const rows = await db.query('select id from users where email = $1', [email]);
    expect(rows).toHaveLength(1);

    // Then the process exits 0, well before its own 10 s hard deadline.
    expect(await withTimeout(exit, 8000, 'exit after SIGTERM')).toEqual({ code: 0, signal: null });
    expect(exitedAt - signalledAt).toBeLessThan(8000);
  });
});
