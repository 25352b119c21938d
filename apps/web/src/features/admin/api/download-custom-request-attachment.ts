import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/**
 * GET /api/admin/custom-requests/{id}/attachment (admin): the file a requester attached. The call
 * needs the bearer token, so the file is fetched and saved from memory, under its own name.
 */
export async function downloadCustomRequestAttachment(request: {
  id: string;
  attachment: { name: string };
}): Promise<string> {
  const blob = await apiDownload(`/admin/custom-requests/${encodeURIComponent(request.id)}/attachment`);
  const filename = request.attachment.name || 'attachment';
  saveBlob(blob, filename);
  return filename;
}

/** 'Descargar': resolves with the saved file's name. */
export function useDownloadCustomRequestAttachment() {
  return useMutation({ mutationFn: downloadCustomRequestAttachment });
}
