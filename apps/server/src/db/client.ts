import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The database both drivers provide: code above this file never knows which one it has. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
/** A transaction a service opened with `db.transaction`. */
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/**
 * What every repository takes: the database, or a transaction a service opened. Only services
 * open transactions; a repository runs its queries on whichever it is given.
 */
export type TDb = TDatabase | TTransaction;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'postgres' | 'pglite';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = () => join(serverPackageRoot(), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite stored in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Sees every query with its parameters (tests count queries and EXPLAIN them). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<TDatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as TDatabase;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : join(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, logger }) as unknown as TDatabase;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** The connection pool's figures (PostgreSQL); null for the embedded database, which has none. */
export function poolFigures(db: TDatabase): { total: number; idle: number; waiting: number } | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool
    ? { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount }
    : null;
}

/**
 * Whether the database carries exactly the migrations of this code: as many applied as the
 * migrations folder's journal lists, the last one being the journal's last (the migrator records
 * each by its journal time).
 */
export async function migrationState(
  db: TDatabase,
): Promise<{ applied: number; expected: number; current: boolean }> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const result = await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const { rows } = result as unknown as { rows: { applied: number | string; latest: string | null }[] };
  const applied = Number(rows[0]?.applied ?? 0);
  const latest = rows[0]?.latest === null || rows[0]?.latest === undefined ? null : Number(rows[0].latest);
  const expected = journal.entries.length;
  const last = journal.entries.at(-1)?.when ?? null;
  return { applied, expected, current: applied === expected && latest === last };
}

/** Answers when the database does (the health check); throws when it cannot be reached. */
export async function pingDatabase(db: TDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}
