import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import {
  dumpPglite,
  dumpPostgres,
  isEmptyPgliteFolder,
  openForSnapshot,
  pgliteFolder,
  restorePglite,
  restorePostgres,
  type TDatabaseLocation,
} from '../../db/database-dump';
import { findLedgerBreaks } from '../../db/repositories/ledger-invariant.repository';
import {
  codeMigrationLevel,
  countRows,
  databaseMigrationLevel,
  dropProductSchemas,
  isEmptyDatabase,
  referencedBlobs,
} from '../../db/repositories/snapshot.repository';
import type { TBlobStore } from '../../integrations/blob-store/blob-store';
import { serverPackageRoot } from '../../lib/package-root';
import { checkSnapshotBlobs, copyBlobsIn, copyBlobsOut, missingFromStore } from './blob-snapshot';
import { readManifest, SNAPSHOT_FORMAT, type TSnapshotManifest, writeManifest } from './snapshot-manifest';

export const BLOBS_FOLDER = 'blobs';

const productVersion = () =>
  (JSON.parse(readFileSync(join(serverPackageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * Writes a snapshot into `folder` (new or empty): the database's dump, the blobs its builds
 * reference (copied for an fs store, listed for S3) and manifest.json. The embedded database is
 * opened here, so the server must be stopped; PostgreSQL is dumped in one transaction while it runs.
 */
export async function createBackup(
  location: TDatabaseLocation,
  blobs: TBlobStore,
  folder: string,
  now: Date,
): Promise<TSnapshotManifest> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0)
    throw new Error(`${folder} is not empty: a snapshot goes into a new folder.`);
  const database = await openForSnapshot(location);
  try {
    if (await isEmptyDatabase(database.db))
      throw new Error('The database is empty: there is nothing to back up.');
    const file =
      database.pglite !== null
        ? await dumpPglite(database.pglite, folder)
        : await dumpPostgres(location.databaseUrl ?? '', folder);
    // Counted after the dump: on PostgreSQL rows written meanwhile may be counted but not dumped,
    // which the restore's count check would show; a quiet moment (or a stopped server) avoids it.
    const rowCounts = await countRows(database.db);
    const entries = await referencedBlobs(database.db);
    if (blobs.kind === 'fs') await copyBlobsOut(blobs, entries, join(folder, BLOBS_FOLDER));
    const manifest: TSnapshotManifest = {
      format: SNAPSHOT_FORMAT,
      takenAt: now.toISOString(),
      productVersion: productVersion(),
      migration: await databaseMigrationLevel(database.db),
      database: { kind: database.kind, file },
      rowCounts,
      blobs: { store: blobs.kind, copied: blobs.kind === 'fs', entries },
    };
    await writeManifest(folder, manifest);
    return manifest;
  } finally {
    await database.close();
  }
}

/** What a restore did and found. */
export type TRestoreReport = { manifest: TSnapshotManifest; migrated: boolean; problems: string[] };

/** Empties the target database (`--force`): drops the product's schemas, then recreates public. */
async function emptyTarget(location: TDatabaseLocation) {
  if (!location.databaseUrl) {
    await rm(pgliteFolder(location.dataDir), { recursive: true, force: true });
    return;
  }
  const handle = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  try {
    await dropProductSchemas(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Restores a snapshot into an empty database of the same kind and into the blob store, then
 * migrates it to this code's level and checks it: row counts, blobs, the ledger invariant.
 * Refuses (changing nothing) a snapshot newer than the code, a damaged one, or a database that
 * holds data, unless `force` (which first drops everything the target database holds).
 */
export async function restoreBackup(
  location: TDatabaseLocation,
  blobs: TBlobStore,
  folder: string,
  options: { force?: boolean } = {},
): Promise<TRestoreReport> {
  const manifest = await readManifest(folder);
  const code = codeMigrationLevel();
  if (manifest.migration.when > code.when)
    throw new Error(
      `The snapshot's database is at migration ${manifest.migration.tag ?? manifest.migration.when}, newer than this code's (${code.tag}): restore it with the version that made it.`,
    );
  const targetKind = location.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== targetKind)
    throw new Error(
      manifest.database.kind === 'pglite'
        ? 'The snapshot is of the embedded database: restore it without DATABASE_URL, then move it with npm run db:move-to-postgres.'
        : 'The snapshot is of PostgreSQL: set DATABASE_URL to an empty PostgreSQL database to restore it.',
    );
  if (manifest.blobs.store !== blobs.kind)
    throw new Error(
      `The snapshot's blobs are of a ${manifest.blobs.store} store, the configured one is ${blobs.kind}.`,
    );
  if (manifest.blobs.copied) {
    const damaged = await checkSnapshotBlobs(manifest.blobs.entries, join(folder, BLOBS_FOLDER));
    if (damaged.length > 0)
      throw new Error(`The snapshot is damaged, nothing was restored:\n${damaged.join('\n')}`);
  }
  if (!(await targetIsEmpty(location))) {
    if (!options.force)
      throw new Error(
        'The target database is not empty: nothing was restored. Restore into an empty database, or add --force to replace everything it holds.',
      );
    await emptyTarget(location);
  }

  if (location.databaseUrl) await restorePostgres(location.databaseUrl, folder);
  else await restorePglite(location.dataDir, folder);

  const problems: string[] = [];
  const handle = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  try {
    const counts = await countRows(handle.db);
    for (const [table, expected] of Object.entries(manifest.rowCounts))
      if (counts[table] !== expected)
        problems.push(`${table}: ${counts[table] ?? 'no table'} rows, the snapshot had ${expected}`);
    const migrated = manifest.migration.when < code.when;
    if (migrated) await handle.migrate();
    if (manifest.blobs.copied) await copyBlobsIn(blobs, manifest.blobs.entries, join(folder, BLOBS_FOLDER));
    else
      for (const key of await missingFromStore(blobs, manifest.blobs.entries))
        problems.push(`blob ${key}: referenced by a build, missing from the bucket`);
    for (const line of await findLedgerBreaks(handle.db)) problems.push(`ledger: ${line}`);
    return { manifest, migrated, problems };
  } finally {
    await handle.close();
  }
}

async function targetIsEmpty(location: TDatabaseLocation) {
  if (!location.databaseUrl) return isEmptyPgliteFolder(location.dataDir);
  const handle = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  try {
    return await isEmptyDatabase(handle.db);
  } finally {
    await handle.close();
  }
}
