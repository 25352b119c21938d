import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { listTables, tableRowsAsJson } from '../src/db/repositories/snapshot.repository';
import { createFsBlobStore } from '../src/integrations/blob-store/fs-blob-store';
import { storedBytes } from '../src/modules/backup/blob-snapshot';
import { createTestApp } from './app-builder';
import { completeSaleRefund } from './complete-sale-refund';
import { registerUser } from './factories';
import type { TFakeGithub } from './fake-github';
import { insertReadyBuild, sampleAppFiles } from './hosted-build-fixtures';
import { paymentFixtures } from './payment-fixtures';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database on the test server; `drop` removes it. */
export async function freshPostgresDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `vitrina_backup_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A populated product in `dataDir` (its blobs there too), on PostgreSQL when `databaseUrl` is
 * given (migrated here), else the embedded database in the folder: a developer, an app, three
 * sales, one refunded (its ledger entry too), and two builds with files. Closed when it answers.
 */
export async function populateProduct(github: TFakeGithub, dataDir: string, databaseUrl?: string) {
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl, dataDir });
    await handle.migrate();
    await handle.close();
  }
  const t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    env: {
      DATA_DIR: dataDir,
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl, APP_TOKEN_SECRET: 'backup-test-secret-0123456789abcdef' }
        : {}),
    },
  });
  try {
    const fx = paymentFixtures(t, github);
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 12.5 });
    const sales: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const buyer = await registerUser(t);
      sales.push((await fx.buy(buyer.token, projectId)).saleId);
    }
    await completeSaleRefund(t, sales[0] ?? '');
    await insertReadyBuild(t, projectId, sampleAppFiles('Copia'), { version: '1.0.0' });
    await insertReadyBuild(
      t,
      projectId,
      [...sampleAppFiles('Nueva'), { path: 'data.bin', content: randomBytes(4096) }],
      {
        version: '1.1.0',
      },
    );
  } finally {
    await t.close();
  }
}

/** Every product table's rows, as JSON text in a stable order, from a database. */
export async function everyRow(location: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(location);
  try {
    const all: Record<string, string[]> = {};
    for (const table of await listTables(handle.db)) all[table] = await tableRowsAsJson(handle.db, table);
    return all;
  } finally {
    await handle.close();
  }
}

/** Every build file's bytes, by key, read from the fs blob store under `dataDir`. */
export async function everyBlob(dataDir: string, keys: string[]) {
  const store = createFsBlobStore(`${dataDir}/blobs`);
  const bytes: Record<string, string> = {};
  for (const key of keys) bytes[key] = (await storedBytes(store, key))?.toString('base64') ?? 'missing';
  return bytes;
}
