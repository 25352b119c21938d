import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import type { TDatabase } from '../../db/client';

describe('liveness and readiness', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness with no dependency, uncached', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'live' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is not ready until the workers are started, then ready', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', workers: 'not_started' },
      notReady: ['workers'],
    });
    t.app.readiness.workersStarted = true;
    const after = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', workers: 'ok' },
      notReady: [],
    });
  });

  it('keeps /api/health as it was', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok' });
  });
});

describe('readiness when something is wrong', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // Its own database: a migration record is removed from it.
    t = await createTestApp({ ownDatabase: true });
    t.app.readiness.workersStarted = true;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not ready when the database does not answer', async () => {
    const { db } = t.deps;
    // A database that refuses every query, as a closed or unreachable one does.
    t.deps.db = {
      execute: () => Promise.reject(new Error('connection terminated')),
    } as unknown as TDatabase;
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'unreachable', migrations: 'unknown', workers: 'ok' },
        notReady: ['database', 'migrations'],
      });
    } finally {
      t.deps.db = db;
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('is not ready when a migration of this code is not applied', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await t.deps.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const answer = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      checks: { database: 'ok', migrations: 'behind' },
      notReady: ['migrations'],
    });
  });
});

describe('request ids', () => {
  let t: TTestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLines });
  });
  afterAll(async () => {
    await t.close();
  });

  const linesOf = (id: string) =>
    logLines
      .map((line) => JSON.parse(line) as { reqId?: string; url?: string })
      .filter((line) => line.reqId === id);

  it('takes a sound X-Request-Id, answers it and logs every line with it', async () => {
    const id = `lb-${randomUUID()}:1.a_b`;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/project/developer/not-a-uuid',
      headers: { 'x-request-id': id },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.headers['x-request-id']).toBe(id);
    expect(answer.json()).toMatchObject({ requestId: id, code: expect.any(String) });
    expect(linesOf(id).some((line) => line.url === '/api/project/developer/not-a-uuid')).toBe(true);
  });

  it('makes a new id when there is none or it is not sound', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/health/live' });
    const generated = String(plain.headers['x-request-id']);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(generated)).toHaveLength(1);

    for (const bad of ['has spaces in it', 'x'.repeat(129), 'semi;colon']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(answer.headers['x-request-id']).not.toBe(bad);
      expect(String(answer.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id in an error body of an unknown address too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().requestId).toBe(answer.headers['x-request-id']);
  });
});
