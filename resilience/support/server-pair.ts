import { createTestDatabase, type TTestDatabase, useRedisDatabase } from './databases';
import { startServer, stopAllChildren, type TServer } from './processes';

export type TServerPair = { db: TTestDatabase; A: TServer; B: TServer; close: () => Promise<void> };

/**
 * Two server processes (A and B) on a fresh PostgreSQL database and one Redis database, as behind a
 * load balancer; clients are told apart by X-Forwarded-For. A seeds the demo catalogue and accounts
 * before B starts, so the two never seed at once.
 */
export async function startServerPair(
  label: string,
  redisIndex: number,
  env: Record<string, string> = {},
): Promise<TServerPair> {
  const db = await createTestDatabase(label);
  const redis = await useRedisDatabase(redisIndex);
  const shared = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    // Both processes sign hosted apps' tokens alike.
    APP_TOKEN_SECRET: 'resilience-app-token-secret-0123456789',
    ...env,
  };
  const A = await startServer('A', { ...shared, DEMO_DATA: 'true' });
  const B = await startServer('B', { ...shared, DEMO_DATA: 'false' });
  return {
    db,
    A,
    B,
    close: async () => {
      await stopAllChildren();
      await redis.close();
      await db.drop();
    },
  };
}
