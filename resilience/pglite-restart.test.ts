import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { call, clientAddress, login, uniqueEmail } from './support/http';
import { isRunning, killChild, sleep, startServer, stopAllChildren, stopChild } from './support/processes';

const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-resilience-pglite-'));

afterAll(async () => {
  await stopAllChildren();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  DATA_DIR: dataDir,
  TRUST_PROXY: 'true',
  PUBLIC_CACHE_TTL_MS: '0',
};

describe('the embedded database (PGlite) across a kill -9', () => {
  it('keeps every registration it acknowledged, and the server starts again on the same files', async ({
    annotate,
  }) => {
    const first = await startServer('pglite-1', env);

    // Eight clients register accounts as fast as they are answered; each 201 is a promise kept.
    const acknowledged: string[] = [];
    // Requests begun before the kill that never got an answer: they were in flight when it died.
    const inFlightAtKill: string[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    const refused: string[] = [];
    let stop = false;
    let sent = 0;
    const client = async (id: number) => {
      while (!stop) {
        sent += 1;
        const startedAt = Date.now();
        const email = uniqueEmail(`reinicio${id}`);
        const answer = await call(first.url, 'POST', '/api/auth/register', {
          body: { email, password: 'secreto123', name: 'Marta Ruiz' },
          headers: { 'x-forwarded-for': clientAddress(sent) },
          timeoutMs: 5000,
        }).catch(() => null);
        if (answer?.status === 201) acknowledged.push(email);
        else if (answer === null) {
          if (startedAt < killedAt) inFlightAtKill.push(email);
          // The server is gone: this client is done.
          return;
        } else refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    const clients = Array.from({ length: 8 }, (_, id) => client(id));

    // Kill it in the middle of the stream: once a good number of writes were acknowledged.
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await sleep(20);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    killedAt = Date.now();
    await killChild(first);
    expect((await first.exited).signal).toBe('SIGKILL');
    stop = true;
    await Promise.all(clients);
    expect(refused).toEqual([]);
    // Some requests were in flight when it died: the kill really was in the middle of the stream.
    expect(inFlightAtKill.length).toBeGreaterThan(0);
    await annotate(
      `${acknowledged.length} registrations acknowledged, ${inFlightAtKill.length} in flight at the kill`,
    );

    // Restart on the same files: it opens, migrates (nothing to do) and answers.
    const second = await startServer('pglite-2', env);
    // The last acknowledged accounts (the ones most at risk) can sign in.
    for (const [index, email] of acknowledged.slice(-5).entries()) {
      const token = await login(second.url, clientAddress(100_000 + index), {
        email,
        password: 'secreto123',
        type: 'user',
      });
      expect(token).toBeTruthy();
    }
    await stopChild(second);
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(isRunning(second)).toBe(false);

    // Every acknowledged account is in the files, read directly once no process holds them.
    const db = await PGlite.create(join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ email: string }>('select email from users where email = any($1)', [
        acknowledged,
      ]);
      const stored = new Set(rows.map((row) => row.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      const integrity = await db.query<{ n: number }>('select count(*)::int as n from users');
      expect(integrity.rows[0]?.n).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await db.close();
    }
  });
});
