import { resolve } from 'node:path';
import { loadConfig } from '../config/env';
import { createBlobStore } from '../integrations/blob-store/create-blob-store';
import { createBackup } from '../modules/backup/backup.service';

// Usage: npm run backup -- DIR   (DIR new or empty; with the embedded database, stop the server first)
async function main() {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) {
    console.error('Usage: npm run backup -- DIR   (a new or empty folder for the snapshot)');
    process.exit(2);
  }
  const config = loadConfig();
  const target = resolve(folder);
  const manifest = await createBackup(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    createBlobStore(config),
    target,
    new Date(),
  );
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(`Snapshot written to ${target}`);
  console.log(`  database: ${manifest.database.kind}, migration ${manifest.migration.tag}, ${rows} rows`);
  console.log(
    manifest.blobs.copied
      ? `  blobs: ${manifest.blobs.entries.length} files copied and hashed`
      : `  blobs: ${manifest.blobs.entries.length} keys listed; the bucket itself is kept by its provider (versioning, replication)`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
