import { buildApp, type TBuildAppOptions } from '../src/app';
import type { TAppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { createBlobStore } from '../src/integrations/blob-store/create-blob-store';
import { createGithubClient } from '../src/integrations/github/github.client';
import { createMailProvider } from '../src/integrations/mail/create-mail-provider';
import { createPaymentProvider } from '../src/integrations/payments/create-payment-provider';
import { resolveAppTokenSecret } from '../src/lib/app-token-secret';
import { createLocalChangeFeed } from '../src/lib/change-feed';
import { recordResponses } from './contract/response-recorder';
import { configSecrets, openAuditLog, recordSecrets, watchSecrets } from './log-audit';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * Builds the real app for a test: in-memory PGlite by default, the PostgreSQL database of
 * DATABASE_URL when set (already migrated by the global setup). `env` overrides configuration.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    githubUrl?: string;
    logLines?: string[];
    /** Always a fresh in-memory database: for tests that count everything in it. */
    ownDatabase?: boolean;
    /** Sees every query the app makes (query-count and EXPLAIN tests). */
    onQuery?: (query: string, params: unknown[]) => void;
    /**
     * false: the values this app's traffic carries in secret-named fields are not noted for the log
     * audit (a fuzz test's random "passwords", such as 'toString', also appear in its URLs).
     */
    watchSecrets?: boolean;
    /** false: this app's answers are not noted for the contract check (it only reads the document). */
    recordResponses?: boolean;
    /** The sitemap's page size (a small one shows its pages split). */
    sitemap?: TBuildAppOptions['sitemap'];
    /** A built web app to serve (none by default: unknown paths answer the not-found error). */
    webDistDir?: string;
    /** Sees every route the app registers. */
    onRoute?: TBuildAppOptions['onRoute'];
  } = {},
) {
  const databaseUrl = options.ownDatabase ? undefined : process.env.DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Everything is logged, to the suite's log that the log audit reads at the end.
    LOG_LEVEL: 'debug',
    DATA_DIR: 'memory://',
    DEMO_DATA: 'false',
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '10000',
    RATE_LIMIT_PASSWORD_RESET_MAX: '10000',
    GITHUB_API_URL: options.githubUrl ?? 'http://127.0.0.1:9',
    GITHUB_TIMEOUT_MS: '2000',
    // Factories write to the database behind the app's back; the cache has its own test.
    PUBLIC_CACHE_TTL_MS: '0',
    PERSONAL_CACHE_TTL_MS: '0',
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, APP_TOKEN_SECRET: 'test-app-token-secret-0123456789abcdef' }
      : {}),
    ...options.env,
  });
  const auditLog = openAuditLog('server');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onQuery: options.onQuery,
  });
  if (database.kind === 'pglite') await database.migrate();
  const clock = createTestClock(new Date());
  const deps: TAppDeps = {
    config,
    db: database.db,
    clock,
    github: createGithubClient({ baseUrl: config.GITHUB_API_URL, timeoutMs: config.GITHUB_TIMEOUT_MS }),
    payments: createPaymentProvider(config, database.db),
    mail: createMailProvider(config, {
      info: (fields: object, message?: string) =>
        auditLog.write(JSON.stringify({ level: 30, ...fields, msg: message })),
    }),
    changes: createLocalChangeFeed(),
    blobs: createBlobStore(config),
    appTokenSecret: await resolveAppTokenSecret(config),
  };
  const logLines = options.logLines;
  const logger = {
    stream: {
      write: (line: string) => {
        logLines?.push(line);
        auditLog.write(line);
      },
    },
  };
  const app = await buildApp(deps, {
    logger,
    webDistDir: options.webDistDir ?? '/nonexistent',
    sitemap: options.sitemap,
    onRoute: options.onRoute,
  });
  if (options.watchSecrets !== false) watchSecrets(app);
  if (options.recordResponses !== false) recordResponses(app);
  recordSecrets(configSecrets(config));
  await app.ready();
  return {
    app,
    deps,
    /** The app's services and workers, as its container made them. */
    services: app.services,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      auditLog.close();
    },
  };
}

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;
