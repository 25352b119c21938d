import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { serverPackageRoot } from '../../lib/package-root';
import type { TDb } from '../client';

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: TDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The product's tables (schema public), by name. */
export async function listTables(db: TDb): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** How many rows each product table holds. */
export async function countRows(db: TDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const [row] = await rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** A migration level: the time stamp of the newest migration applied (0: none). */
export type TMigrationLevel = { when: number; tag: string | null };

/** The newest migration this code carries. */
export function codeMigrationLevel(): TMigrationLevel {
  const journal = JSON.parse(
    readFileSync(join(serverPackageRoot(), 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  return { when: last?.when ?? 0, tag: last?.tag ?? null };
}

/** The newest migration applied to a database (none on an empty one). */
export async function databaseMigrationLevel(db: TDb): Promise<TMigrationLevel> {
  const [exists] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { when: 0, tag: null };
  const [row] = await rowsOf<{ when: string | number | null }>(
    db,
    sql`select max(created_at) as when from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.when ?? 0);
  const journal = JSON.parse(
    readFileSync(join(serverPackageRoot(), 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number; tag: string }[];
  };
  return { when, tag: journal.entries.find((entry) => entry.when === when)?.tag ?? null };
}

/** True when the database holds no table of the product and no migration record. */
export async function isEmptyDatabase(db: TDb): Promise<boolean> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return Number(row?.n ?? 0) === 0;
}

/** Every row of a table as JSON text, ordered by the whole row (a stable order to compare). */
export async function tableRowsAsJson(db: TDb, table: string): Promise<string[]> {
  const rows = await rowsOf<{ row: string }>(
    db,
    sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by row_to_json(t)::text`,
  );
  return rows.map((row) => row.row);
}

/** One blob the database references: its key (the SHA-256 of its bytes) and its size. */
export type TBlobEntry = { sha256: string; size: number };

/** The blobs the database references (every build's files), each once. */
export async function referencedBlobs(db: TDb): Promise<TBlobEntry[]> {
  const rows = await rowsOf<{ sha256: string; size: string | number }>(
    db,
    sql`select sha256, max(size) as size from build_files group by sha256 order by sha256`,
  );
  return rows.map((row) => ({ sha256: row.sha256, size: Number(row.size) }));
}

/** Drops everything the product keeps in a PostgreSQL database (a forced restore), leaving it empty. */
export async function dropProductSchemas(db: TDb) {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}
