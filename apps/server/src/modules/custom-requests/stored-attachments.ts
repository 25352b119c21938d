import type { TAppDeps } from '../../app-deps';
import { createCustomRequestRepository } from '../../db/repositories/custom-request.repository';
import { blobKeyOf, putBytes } from '../../integrations/blob-store/blob-bytes';

/** Files moved per query: each is up to 1 MB. */
const BATCH = 20;

/**
 * Start-up step: the files of custom requests made before they were kept in the blob store still
 * sit in the requests' bytea column. Each is put in the store (unless its key is there already)
 * and the column emptied; the request (and its mails) already carry the key, written by the
 * migration that added it. Safe to run again and from several processes at once: a file moved is
 * not seen again, and storing a blob twice changes nothing. Answers how many files it moved.
 */
export async function moveStoredAttachments(deps: Pick<TAppDeps, 'db' | 'blobs'>): Promise<number> {
  const repo = createCustomRequestRepository(deps.db);
  let moved = 0;
  for (;;) {
    const rows = await repo.listBytesToMove(BATCH);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      if (!row.content) continue;
      const key = blobKeyOf(row.content);
      if (!(await deps.blobs.has(key))) await putBytes(deps.blobs, row.content);
      await repo.markBytesMoved(row.id, key);
      moved += 1;
    }
  }
}
