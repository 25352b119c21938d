import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/**
 * GET /api/developer/me/analytics/sources.csv?days=N: the sources table as CSV. The call needs the
 * bearer token, so the file is fetched and saved from memory rather than opened as a link.
 */
export async function downloadReferralSourcesCsv(days: number, filename: string): Promise<void> {
  const blob = await apiDownload(`/developer/me/analytics/sources.csv?days=${days}`, { accept: 'text/csv' });
  saveBlob(blob, filename);
}
