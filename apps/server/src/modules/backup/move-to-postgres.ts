import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { copyRows } from '../../db/database-copy';
import { isEmptyPgliteFolder } from '../../db/database-dump';
import { findLedgerBreaks } from '../../db/repositories/ledger-invariant.repository';
import { countRows, isEmptyDatabase } from '../../db/repositories/snapshot.repository';

export type TMoveReport = {
  rowCounts: Record<string, number>;
  problems: string[];
  appTokenSecretFile: string | null;
};

/**
 * Moves the embedded database of `dataDir` into an empty PostgreSQL database: migrates both to
 * this code's level, copies every row in one transaction, then checks every table's count and the
 * ledger invariant. The server must be stopped; the embedded database is left as it was (a fallback).
 */
export async function moveToPostgres(dataDir: string, databaseUrl: string): Promise<TMoveReport> {
  if (await isEmptyPgliteFolder(dataDir))
    throw new Error(`${join(dataDir, 'pglite')} holds no embedded database.`);
  const target = await openDatabase({ databaseUrl, dataDir });
  try {
    if (!(await isEmptyDatabase(target.db)))
      throw new Error(
        'The PostgreSQL database is not empty: nothing was moved. Create an empty database for the move.',
      );
    const source = await openDatabase({ dataDir });
    try {
      await source.migrate();
      await target.migrate();
      await copyRows(source.db, target.db);
      const expected = await countRows(source.db);
      const actual = await countRows(target.db);
      const problems: string[] = [];
      for (const [table, n] of Object.entries(expected))
        if (actual[table] !== n)
          problems.push(
            `${table}: ${actual[table] ?? 'no table'} rows in PostgreSQL, ${n} in the embedded database`,
          );
      for (const line of await findLedgerBreaks(target.db)) problems.push(`ledger: ${line}`);
      const secret = join(dataDir, 'app-token-secret');
      return { rowCounts: actual, problems, appTokenSecretFile: existsSync(secret) ? secret : null };
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}
