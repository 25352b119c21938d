import { parseArgs } from 'node:util';
import { moveToPostgres } from '../modules/backup/move-to-postgres';

// Usage: npm run db:move-to-postgres -- --data-dir ./data --to postgres://user:pass@host:5432/vitrina
async function main() {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, to: { type: 'string' } } });
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
  const to = values.to;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(
      'Usage: npm run db:move-to-postgres -- [--data-dir ./data] --to postgres://USER:PASSWORD@HOST:5432/DATABASE',
    );
    process.exit(2);
  }
  const report = await moveToPostgres(dataDir, to);
  const rows = Object.values(report.rowCounts).reduce((sum, n) => sum + n, 0);
  if (report.problems.length > 0) {
    console.error('The rows were copied, but the checks failed (keep running on the embedded database):');
    for (const problem of report.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`Moved ${rows} rows into PostgreSQL; every table's count and the ledger invariant check out.`);
  console.log("Next, in the server's environment:");
  console.log('  DATABASE_URL=<the database you moved into>');
  console.log(`  DATA_DIR=${dataDir}   (keep it: the blobs stay in ${dataDir}/blobs unless BLOB_STORE=s3)`);
  console.log(
    report.appTokenSecretFile
      ? `  APP_TOKEN_SECRET=$(cat ${report.appTokenSecretFile})   (the same key, or open apps and unsubscribe links stop working)`
      : '  APP_TOKEN_SECRET=<a long random secret>   (required with PostgreSQL)',
  );
  console.log(
    `The embedded database in ${dataDir}/pglite is left as it was; remove it once the server runs on PostgreSQL.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
