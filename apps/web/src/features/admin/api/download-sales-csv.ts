import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { toListQuery } from '../utils/admin-filters';
import { salesCsvFilename, type TSalesRange } from '../utils/sales-range';

/**
 * GET /api/admin/sales.csv?from&to (admin): every sale of the range as CSV. The call needs the
 * bearer token, so it is fetched as a file and saved from memory rather than opened as a link.
 */
export async function downloadSalesCsv(range: TSalesRange): Promise<string> {
  const query = toListQuery({ from: range.from, to: range.to });
  const blob = await apiDownload(`/admin/sales.csv${query ? `?${query}` : ''}`, { accept: 'text/csv' });
  const filename = salesCsvFilename(range, new Date());
  saveBlob(blob, filename);
  return filename;
}

/** 'Exportar CSV': resolves with the saved file's name. */
export function useDownloadSalesCsv() {
  return useMutation({ mutationFn: downloadSalesCsv });
}
