import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/**
 * GET /api/developer/me/analytics.csv?days=N: the range's figures as CSV. The call needs the
 * bearer token, so the file is fetched and saved from memory rather than opened as a link.
 */
export async function downloadAnalyticsCsv(days: number, filename: string): Promise<void> {
  const blob = await apiDownload(`/developer/me/analytics.csv?days=${days}`, { accept: 'text/csv' });
  saveBlob(blob, filename);
}
