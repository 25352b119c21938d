import type { TRevisionFields } from '@vitrina/shared/projects/project-revision.schemas';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { projectRevisions, type TProjectRevisionRow } from '../tables/revisions';

/** The most pending revisions the admin's list shows at once (oldest first). */
const QUEUE_MAX = 200;

/**
 * Newest first, a pending revision before any other: a revision submitted again right after a
 * refusal may carry the same time.
 */
const newestFirst = [
  sql`${projectRevisions.status} = 'PENDING' desc`,
  desc(projectRevisions.createdAt),
  sql`${projectRevisions.decidedAt} desc nulls last`,
];

export function createProjectRevisionRepository(db: TDb) {
  const pending = (projectId: string) =>
    and(eq(projectRevisions.projectId, projectId), eq(projectRevisions.status, 'PENDING'));

  return {
    /** The project's pending revision, locked until the transaction ends; null when none waits. */
    async lockPending(projectId: string): Promise<TProjectRevisionRow | null> {
      const [row] = await db.select().from(projectRevisions).where(pending(projectId)).for('update');
      return row ?? null;
    },

    async insert(values: { projectId: string; developerId: string; fields: TRevisionFields; now: Date }) {
      const [row] = await db
        .insert(projectRevisions)
        .values({
          projectId: values.projectId,
          developerId: values.developerId,
          fields: values.fields,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning();
      return row as TProjectRevisionRow;
    },

    async replaceFields(id: string, fields: TRevisionFields, now: Date) {
      await db.update(projectRevisions).set({ fields, updatedAt: now }).where(eq(projectRevisions.id, id));
    },

    /** Drops the project's pending revision (its changes were withdrawn or overtaken); its id, or null. */
    async removePending(projectId: string): Promise<string | null> {
      const [row] = await db
        .delete(projectRevisions)
        .where(pending(projectId))
        .returning({ id: projectRevisions.id });
      return row?.id ?? null;
    },

    /** The project's latest revision, whatever its status. */
    async latestFor(projectId: string): Promise<TProjectRevisionRow | null> {
      const [row] = await db
        .select()
        .from(projectRevisions)
        .where(eq(projectRevisions.projectId, projectId))
        .orderBy(...newestFirst)
        .limit(1);
      return row ?? null;
    },

    /** Each project's latest revision, for one developer's projects: project id → revision. */
    async latestByDeveloper(developerId: string) {
      const rows = await db
        .selectDistinctOn([projectRevisions.projectId], {
          projectId: projectRevisions.projectId,
          status: projectRevisions.status,
          reason: projectRevisions.reason,
          createdAt: projectRevisions.createdAt,
        })
        .from(projectRevisions)
        .where(eq(projectRevisions.developerId, developerId))
        .orderBy(projectRevisions.projectId, ...newestFirst);
      return new Map(rows.map((row) => [row.projectId, row]));
    },

    async countPending() {
      const [row] = await db
        .select({ n: count() })
        .from(projectRevisions)
        .where(eq(projectRevisions.status, 'PENDING'));
      return num(row?.n);
    },

    /** Pending revisions with the live project they would change and its developer's name, oldest first. */
    async listPending() {
      return db
        .select({ revision: projectRevisions, project: projects, developerName: users.name })
        .from(projectRevisions)
        .innerJoin(projects, eq(projects.id, projectRevisions.projectId))
        .innerJoin(users, eq(users.id, projectRevisions.developerId))
        .where(eq(projectRevisions.status, 'PENDING'))
        .orderBy(asc(projectRevisions.updatedAt), asc(projectRevisions.id))
        .limit(QUEUE_MAX);
    },

    /** Locks a revision until the transaction ends, for its decision. */
    async lock(id: string): Promise<TProjectRevisionRow | null> {
      const [row] = await db.select().from(projectRevisions).where(eq(projectRevisions.id, id)).for('update');
      return row ?? null;
    },

    async decide(
      id: string,
      decision: { status: 'APPROVED' | 'REFUSED'; adminId: string; reason: string | null; now: Date },
    ) {
      const [row] = await db
        .update(projectRevisions)
        .set({
          status: decision.status,
          reason: decision.reason,
          decidedBy: decision.adminId,
          decidedAt: decision.now,
        })
        .where(eq(projectRevisions.id, id))
        .returning();
      return row as TProjectRevisionRow;
    },
  };
}
