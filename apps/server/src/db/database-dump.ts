import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { TDatabase } from './client';
import { openDatabase } from './client';

const run = promisify(execFile);

/** Where the database lives: PostgreSQL by URL, else the embedded database under DATA_DIR/pglite. */
export type TDatabaseLocation = { databaseUrl?: string; dataDir: string };

export const POSTGRES_DUMP_FILE = 'database.pgdump';
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';

export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/** Opens the database without migrating it; `db` runs raw queries, `close` ends it. */
export async function openForSnapshot(location: TDatabaseLocation) {
  if (location.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
    return { kind: 'postgres' as const, db: handle.db, close: handle.close, pglite: null };
  }
  const pglite = await PGlite.create(pgliteFolder(location.dataDir));
  const db = drizzlePglite(pglite) as unknown as TDatabase;
  return { kind: 'pglite' as const, db, close: () => pglite.close(), pglite };
}

/**
 * Runs a PostgreSQL client tool on `databaseUrl`; the password goes in PGPASSWORD, not on the
 * command line (which other users of the machine can read).
 */
async function runTool(tool: string, databaseUrl: string, args: string[], files: string[] = []) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(tool, [...args, `--dbname=${url.toString()}`, ...files], {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const failure = error as { code?: string; stderr?: string; message: string };
    if (failure.code === 'ENOENT')
      throw new Error(`${tool} is not installed: install the PostgreSQL client (Debian: postgresql-client).`);
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/**
 * Dumps PostgreSQL with pg_dump (one transaction: a consistent snapshot while the product runs),
 * in its custom format, without owners or grants so another role can restore it.
 */
export async function dumpPostgres(databaseUrl: string, folder: string) {
  await runTool('pg_dump', databaseUrl, [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${join(folder, POSTGRES_DUMP_FILE)}`,
  ]);
  return POSTGRES_DUMP_FILE;
}

/** Restores a pg_dump file into an empty PostgreSQL database; stops at the first error. */
export async function restorePostgres(databaseUrl: string, folder: string) {
  await runTool(
    'pg_restore',
    databaseUrl,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'],
    [join(folder, POSTGRES_DUMP_FILE)],
  );
}

/** The embedded database's own dump: its data folder as a gzipped tarball. */
export async function dumpPglite(pglite: PGlite, folder: string) {
  const tarball = await pglite.dumpDataDir('gzip');
  await writeFile(join(folder, PGLITE_DUMP_FILE), Buffer.from(await tarball.arrayBuffer()));
  return PGLITE_DUMP_FILE;
}

/** True when the embedded database's folder holds nothing (or does not exist yet). */
export async function isEmptyPgliteFolder(dataDir: string) {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(folder)) return true;
  return (await readdir(folder)).length === 0;
}

/** Loads an embedded database's dump into an empty data folder. */
export async function restorePglite(dataDir: string, folder: string) {
  const target = pgliteFolder(dataDir);
  await mkdir(target, { recursive: true });
  const bytes = await readFile(join(folder, PGLITE_DUMP_FILE));
  const pglite = await PGlite.create({ dataDir: target, loadDataDir: new Blob([bytes]) });
  await pglite.close();
}
