import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { createBlobStore } from '../integrations/blob-store/create-blob-store';
import { restoreBackup } from '../modules/backup/backup.service';

// Usage: npm run restore -- DIR [--force]   (into the configured database, which must be empty)
async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(
      'Usage: npm run restore -- DIR [--force]   (--force first drops everything the target database holds)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const report = await restoreBackup(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    createBlobStore(config),
    resolve(folder),
    { force: values.force },
  );
  console.log(`Restored the snapshot of ${report.manifest.takenAt} (${report.manifest.database.kind}).`);
  if (report.migrated) console.log('  The database was migrated to this version.');
  if (report.problems.length > 0) {
    console.error('The restore finished, but its checks failed:');
    for (const problem of report.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log("  Checks passed: every table's row count, every blob, the ledger invariant.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
