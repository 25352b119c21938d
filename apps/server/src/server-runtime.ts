import { Redis } from 'ioredis';
import pino from 'pino';
import type { TAppDeps } from './app-deps';
import type { TConfig } from './config/env';
import { openDatabase, type TDatabaseHandle } from './db/client';
import { createBlobStore } from './integrations/blob-store/create-blob-store';
import { createGithubClient } from './integrations/github/github.client';
import { createMailProvider } from './integrations/mail/create-mail-provider';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import { resolveAppTokenSecret } from './lib/app-token-secret';
import { createLocalChangeFeed, createPostgresChangeFeed } from './lib/change-feed';
import { systemClock } from './lib/clock';

/** Opens the database (migrated) and the outside clients the configuration asks for. */
export async function openRuntime(
  config: TConfig,
): Promise<{ deps: TAppDeps; database: TDatabaseHandle; close: () => Promise<void> }> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  const github = createGithubClient({
    baseUrl: config.GITHUB_API_URL,
    token: config.GITHUB_TOKEN,
    timeoutMs: config.GITHUB_TIMEOUT_MS,
  });
  const payments = createPaymentProvider(config, database.db);
  const log = pino({ level: config.LOG_LEVEL });
  const mail = createMailProvider(config, log);
  // Several processes may share a PostgreSQL; the embedded database has one process.
  const changes = config.DATABASE_URL
    ? await createPostgresChangeFeed(config.DATABASE_URL, log)
    : createLocalChangeFeed();
  const deps: TAppDeps = {
    config,
    db: database.db,
    github,
    payments,
    mail,
    clock: systemClock,
    redis,
    changes,
    blobs: createBlobStore(config),
    appTokenSecret: await resolveAppTokenSecret(config),
  };
  return {
    deps,
    database,
    close: async () => {
      redis?.disconnect();
      await changes.close();
      await database.close();
    },
  };
}
