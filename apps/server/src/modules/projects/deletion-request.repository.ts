import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { deletionRequests } from '../../db/tables/catalogue';

export function createDeletionRequestRepository(db: TDatabase) {
  return {
    async insert(values: { projectId: string; developerId: string; reason: string }) {
      const [row] = await db.insert(deletionRequests).values(values).returning();
      return row as typeof deletionRequests.$inferSelect;
    },
    /** Each project's latest request, for one developer's projects. */
    async latestByDeveloper(developerId: string) {
      const rows = await db
        .selectDistinctOn([deletionRequests.projectId])
        .from(deletionRequests)
        .where(eq(deletionRequests.developerId, developerId))
        .orderBy(deletionRequests.projectId, desc(deletionRequests.createdAt));
      return new Map(rows.map((row) => [row.projectId, row]));
    },
    async findOpen(projectId: string) {
      const [row] = await db
        .select()
        .from(deletionRequests)
        .where(and(eq(deletionRequests.projectId, projectId), eq(deletionRequests.status, 'PENDING')))
        .limit(1);
      return row ?? null;
    },
  };
}
