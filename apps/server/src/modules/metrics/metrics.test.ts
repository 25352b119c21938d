import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { loadConfig } from '../../config/env';
import { enqueueMails } from '../mail';
import { workerFigures } from '.';

const TOKEN = 'metrics-scrape-token-0123456789';

/** The value of one sample in Prometheus's text format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('the metrics server', () => {
  let t: TTestApp;
  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    fetch(`http://127.0.0.1:${t.app.metricsPort}/metrics`, { headers });

  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN, PUBLIC_CACHE_TTL_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the metrics on its own port, only with the token', async () => {
    expect(t.app.metricsPort).toBeGreaterThan(0);
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer not-the-token-at-all-000' })).status).toBe(401);
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('http_requests_in_flight');
    expect(sample(text, 'vitrina_worker_queue_depth', { worker: 'mail' })).toBeGreaterThanOrEqual(0);
    expect(
      sample(text, 'vitrina_worker_oldest_item_age_seconds', { worker: 'webhooks' }),
    ).toBeGreaterThanOrEqual(0);
    // The pool's figures exist for PostgreSQL only; the embedded database has no pool.
    const pool = sample(text, 'vitrina_db_pool_connections');
    if (process.env.DATABASE_URL) expect(pool).toBeGreaterThanOrEqual(0);
    else expect(pool).toBeUndefined();
    expect((await fetch(`http://127.0.0.1:${t.app.metricsPort}/other`)).status).toBe(404);
  });

  it('is never served on the main origin', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('http_request_duration_seconds');
  });

  it('labels request durations by route pattern, never by the address', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/project/developer/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: `/api/no-such-route-${id}` });
    const text = await (await scrape()).text();
    const labels = { method: 'GET', route: '/api/project/developer/:id', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('counts the read cache hits and misses', async () => {
    const before = await (await scrape()).text();
    const hits = sample(before, 'vitrina_read_cache_lookups_total', { cache: 'public', result: 'hit' }) ?? 0;
    const misses =
      sample(before, 'vitrina_read_cache_lookups_total', { cache: 'public', result: 'miss' }) ?? 0;
    const url = `/api/project/categories?probe=${randomUUID()}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await (await scrape()).text();
    expect(sample(after, 'vitrina_read_cache_lookups_total', { cache: 'public', result: 'miss' })).toBe(
      misses + 1,
    );
    expect(sample(after, 'vitrina_read_cache_lookups_total', { cache: 'public', result: 'hit' })).toBe(
      hits + 1,
    );
  });
});

describe('the workers figures', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // Its own database: the queue holds only what this test queues.
    t = await createTestApp({ ownDatabase: true, env: { METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('show a queued mail and its age by the app clock, and count a failed send', async () => {
    const empty = await workerFigures(t.deps);
    expect(empty.map((row) => row.worker).sort()).toEqual(
      ['builds', 'githubChecks', 'mail', 'owners', 'refunds', 'webhooks'].sort(),
    );
    expect(empty.find((row) => row.worker === 'mail')).toEqual({
      worker: 'mail',
      depth: 0,
      oldestAgeSeconds: 0,
    });

    await enqueueMails(
      t.deps.db,
      [
        {
          kind: 'password_changed',
          to: { email: 'e2e.metrics@example.com' },
          subject: 'Metrics probe',
          html: '<p>probe</p>',
          text: 'probe',
          // Not in the blob store: every send fails (and is retried).
          attachment: { key: `missing-${randomUUID()}`, name: 'probe.pdf', type: 'application/pdf' },
        },
      ],
      t.clock.now(),
    );
    t.clock.advance(90_000);
    const figures = await workerFigures(t.deps);
    expect(figures.find((row) => row.worker === 'mail')).toEqual({
      worker: 'mail',
      depth: 1,
      oldestAgeSeconds: 90,
    });

    expect(await t.services.workers.mail.drain()).toBe(1);
    const text = await (await fetch(`http://127.0.0.1:${t.app.metricsPort}/metrics`)).text();
    expect(sample(text, 'vitrina_worker_queue_depth', { worker: 'mail' })).toBe(1);
    expect(sample(text, 'vitrina_worker_oldest_item_age_seconds', { worker: 'mail' })).toBe(90);
    expect(sample(text, 'vitrina_worker_failures_total', { worker: 'mail', kind: 'retry' })).toBe(1);
  });
});

describe('the metrics settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };

  it('are off by default, on the loopback when a port is given', () => {
    expect(loadConfig(base).METRICS_PORT).toBeUndefined();
    const config = loadConfig({ ...base, METRICS_PORT: '9464', METRICS_TOKEN: '' });
    expect(config).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(config.METRICS_TOKEN).toBeUndefined();
  });

  it('refuse the main port, a bad port and a short token', () => {
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ/,
    );
    expect(() => loadConfig({ ...base, METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
