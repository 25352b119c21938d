import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyBlob, everyRow, freshPostgresDatabase, populateProduct } from '../../../test/backup-fixtures';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createFsBlobStore } from '../../integrations/blob-store/fs-blob-store';
import { BLOBS_FOLDER, createBackup, restoreBackup } from './backup.service';
import { moveToPostgres } from './move-to-postgres';

/**
 * Backups restore: a populated product (sales, a refund, the ledger, builds with files) backed up,
 * restored into a fresh database and blob folder, compares equal table by table and byte by byte,
 * and the ledger invariant holds; on the embedded database and on PostgreSQL. Bad inputs change
 * nothing. The embedded database also moves into PostgreSQL whole.
 */
let github: TFakeGithub;
const scratch = mkdtempSync(join(tmpdir(), 'vitrina-backup-test-'));
const drops: (() => Promise<void>)[] = [];
const now = new Date('2026-03-01T12:00:00Z');
// Each step opens, migrates, dumps or copies whole databases: bounded, but beyond the default 30 s
// on a busy 2-core machine.
const SLOW = 180_000;

beforeAll(async () => {
  github = await startFakeGithub();
});
afterAll(async () => {
  for (const drop of drops) await drop();
  await github.close();
  await rm(scratch, { recursive: true, force: true });
});

const folder = (name: string) => join(scratch, name);
const blobsOf = (dataDir: string) => createFsBlobStore(join(dataDir, 'blobs'));

async function fresh() {
  const database = await freshPostgresDatabase();
  drops.push(database.drop);
  return database.url;
}

describe.each([
  ['embedded database', false],
  ['PostgreSQL', true],
] as const)('backup and restore on the %s', (label, onPostgres) => {
  const source = { dataDir: folder(`${label}-source`), databaseUrl: undefined as string | undefined };
  const target = { dataDir: folder(`${label}-target`), databaseUrl: undefined as string | undefined };
  const snapshot = folder(`${label}-snapshot`);

  beforeAll(async () => {
    if (onPostgres) {
      source.databaseUrl = await fresh();
      target.databaseUrl = await fresh();
    }
    await populateProduct(github, source.dataDir, source.databaseUrl);
  }, SLOW);

  it(
    'restores every row and every build file, and the ledger holds',
    async () => {
      const manifest = await createBackup(source, blobsOf(source.dataDir), snapshot, now);
      expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
      expect(manifest.rowCounts.sales).toBe(3);
      expect(manifest.rowCounts.ledger_entries).toBe(4);
      expect(manifest.blobs.entries.length).toBeGreaterThanOrEqual(4);
      expect((await readdir(join(snapshot, BLOBS_FOLDER))).sort()).toEqual(
        manifest.blobs.entries.map((entry) => entry.sha256).sort(),
      );

      const report = await restoreBackup(target, blobsOf(target.dataDir), snapshot);
      expect(report.problems).toEqual([]);
      expect(await everyRow(target)).toEqual(await everyRow(source));
      const keys = manifest.blobs.entries.map((entry) => entry.sha256);
      const restored = await everyBlob(target.dataDir, keys);
      expect(Object.values(restored)).not.toContain('missing');
      expect(restored).toEqual(await everyBlob(source.dataDir, keys));
    },
    SLOW,
  );

  it(
    'refuses to restore into a database that holds data, and changes nothing',
    async () => {
      const before = await everyRow(target);
      await expect(restoreBackup(target, blobsOf(target.dataDir), snapshot)).rejects.toThrow(
        /The target database is not empty: nothing was restored/,
      );
      expect(await everyRow(target)).toEqual(before);
    },
    SLOW,
  );

  it(
    'refuses a snapshot with a tampered blob before touching the database',
    async () => {
      const manifest = JSON.parse(await readFile(join(snapshot, 'manifest.json'), 'utf8'));
      const tampered = manifest.blobs.entries[0].sha256 as string;
      await writeFile(join(snapshot, BLOBS_FOLDER, tampered), 'not the original bytes');
      const empty = {
        dataDir: folder(`${label}-untouched`),
        databaseUrl: onPostgres ? await fresh() : undefined,
      };
      await expect(restoreBackup(empty, blobsOf(empty.dataDir), snapshot)).rejects.toThrow(
        new RegExp(`damaged, nothing was restored:\\n${tampered}: `),
      );
      expect(await everyRow(empty)).toEqual({});
    },
    SLOW,
  );
});

describe('moving the embedded database to PostgreSQL', () => {
  it(
    'copies every row, and the ledger holds there',
    async () => {
      const dataDir = folder('move-source');
      await populateProduct(github, dataDir);
      const databaseUrl = await fresh();
      const report = await moveToPostgres(dataDir, databaseUrl);
      expect(report.problems).toEqual([]);
      expect(report.rowCounts.sales).toBe(3);
      expect(await everyRow({ dataDir, databaseUrl })).toEqual(await everyRow({ dataDir }));
      expect(report.appTokenSecretFile).toBe(join(dataDir, 'app-token-secret'));
    },
    SLOW,
  );

  it(
    'refuses a PostgreSQL database that holds data, and changes nothing there',
    async () => {
      const dataDir = folder('move-source');
      const databaseUrl = await fresh();
      await populateProduct(github, folder('move-other'), databaseUrl);
      const before = await everyRow({ dataDir, databaseUrl });
      await expect(moveToPostgres(dataDir, databaseUrl)).rejects.toThrow(/not empty: nothing was moved/);
      expect(await everyRow({ dataDir, databaseUrl })).toEqual(before);
    },
    SLOW,
  );
});
