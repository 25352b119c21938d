// A fresh PostgreSQL database per test file (dropped afterwards), and one Redis database index
// per test file (emptied before and after), so the tests never see anyone else's data.
import { Redis } from 'ioredis';
import pg from 'pg';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisBase = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type TTestDatabase = {
  name: string;
  url: string;
  /** Runs one statement on the database and answers its rows. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Closes the connections and drops the database (also when server processes still hold it). */
  drop: () => Promise<void>;
};

export async function createTestDatabase(label: string): Promise<TTestDatabase> {
  const name = `vitrina_resilience_${label}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // One connection (queries queue on it): its end() resolves once the server has closed it, so the
  // forced drop below never terminates it under our feet (a pool's end() resolves earlier).
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  await client.connect();
  return {
    name,
    url: url.toString(),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    drop: async () => {
      await client.end().catch(() => {});
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export type TTestRedis = { url: string; flush: () => Promise<void>; close: () => Promise<void> };

/** Redis database `index` (1–15, one per test file), emptied now; `close` empties it again. */
export async function useRedisDatabase(index: number): Promise<TTestRedis> {
  const url = `${redisBase}/${index}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  await client.flushdb();
  return {
    url,
    flush: async () => {
      await client.flushdb();
    },
    close: async () => {
      await client.flushdb().catch(() => {});
      client.disconnect();
    },
  };
}
