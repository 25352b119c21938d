import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { deletionRequests } from '../../db/tables/catalogue';

export function createDeletionRequestRepository(db: TDatabase) {
  return {
    async insert(values: { projectId: string; developerId: string; reason: string }) {
      const [row] = await db.insert(deletionRequests).values(values).returning();
      return row as typeof deletionRequests.$inferSelect;
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
