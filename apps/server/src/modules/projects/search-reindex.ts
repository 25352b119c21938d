import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { SEARCH_VERSION, searchDocuments } from '../../db/repositories/project-columns';

const BATCH = 500;

/**
 * Rebuilds the search vector of every project written under an older SEARCH_VERSION, a batch per
 * transaction, until none is left. Safe in several processes at once: a batch is claimed with
 * FOR UPDATE SKIP LOCKED. Returns how many projects it rebuilt.
 */
export async function reindexSearch(db: TDatabase, log?: Pick<FastifyBaseLogger, 'info'>): Promise<number> {
  let done = 0;
  for (;;) {
    const rebuilt = await db.transaction(async (tx) => {
      const projects = createProjectRepository(tx);
      const stale = await projects.claimStaleSearch(SEARCH_VERSION, BATCH);
      for (const row of stale) await projects.setSearch(row.id, searchDocuments(row));
      return stale.length;
    });
    done += rebuilt;
    if (rebuilt < BATCH) break;
  }
  if (done > 0) log?.info({ projects: done, version: SEARCH_VERSION }, 'search index rebuilt');
  return done;
}
