import { openDatabase } from '../src/db/client';
import { RESPONSES_PREFIX } from './contract/response-recorder';
import { clearAuditFiles } from './log-audit';

/**
 * With DATABASE_URL (the PostgreSQL run), migrate once before any test file starts, so parallel
 * files never race to create the same tables. Embedded runs migrate per file, in memory.
 */
export default async function setup() {
  // A fresh suite log for the log audit, and fresh answers for the contract check, that run after the tests.
  clearAuditFiles(['server-', 'secrets-', RESPONSES_PREFIX]);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
