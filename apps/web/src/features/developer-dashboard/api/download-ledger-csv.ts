import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/**
 * GET /api/developer/me/ledger.csv: every entry of the ledger, newest first (date, kind, app,
 * amount, balance after, reference), fetched with the bearer token and saved from memory.
 */
export async function downloadLedgerCsv(filename: string): Promise<void> {
  const blob = await apiDownload('/developer/me/ledger.csv', { accept: 'text/csv' });
  saveBlob(blob, filename);
}
