import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { deletionRequests, projects } from '../tables/catalogue';

export type TDeletionRequestRow = typeof deletionRequests.$inferSelect;
export type TDeletionRequestState = 'PENDING' | 'ACCEPTED' | 'REFUSED';

export function createDeletionRequestRepository(db: TDb) {
  const decider = alias(users, 'decider');

  return {
    async insert(values: { projectId: string; developerId: string; reason: string }) {
      const [row] = await db.insert(deletionRequests).values(values).returning();
      return row as TDeletionRequestRow;
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

    /** The open request of each of these projects that has one: project id → request id. */
    async openIdsOf(projectIds: string[]) {
      if (projectIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: deletionRequests.id, projectId: deletionRequests.projectId })
        .from(deletionRequests)
        .where(and(inArray(deletionRequests.projectId, projectIds), eq(deletionRequests.status, 'PENDING')));
      return new Map(rows.map((row) => [row.projectId, row.id]));
    },

    async countOpen() {
      const [row] = await db
        .select({ n: count() })
        .from(deletionRequests)
        .where(eq(deletionRequests.status, 'PENDING'));
      return num(row?.n);
    },

    /** Requests with their project, developer and decider names, newest first (at most 500). */
    async list(status: TDeletionRequestState | 'ALL') {
      return db
        .select({
          request: deletionRequests,
          projectName: projects.name,
          projectStatus: projects.status,
          developerName: users.name,
          decidedByName: decider.name,
        })
        .from(deletionRequests)
        .innerJoin(projects, eq(projects.id, deletionRequests.projectId))
        .innerJoin(users, eq(users.id, deletionRequests.developerId))
        .leftJoin(decider, eq(decider.id, deletionRequests.decidedBy))
        .where(status === 'ALL' ? undefined : eq(deletionRequests.status, status))
        .orderBy(desc(deletionRequests.createdAt))
        .limit(500);
    },

    /** Locks a request until the transaction ends, for its decision. */
    async lock(id: string) {
      const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
      return row ?? null;
    },

    async decide(
      id: string,
      decision: { status: 'ACCEPTED' | 'REFUSED'; adminId: string; note: string | null; now: Date },
    ) {
      await db
        .update(deletionRequests)
        .set({
          status: decision.status,
          decidedBy: decision.adminId,
          decidedAt: decision.now,
          decisionNote: decision.note,
        })
        .where(eq(deletionRequests.id, id));
    },
  };
}
