import type { TGithubCheckState } from '@vitrina/shared/github/github-check.schemas';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { githubChecks } from '../tables/github-checks';

export type TGithubCheckSubject =
  | { kind: 'PROFILE'; userId: string }
  | { kind: 'REPOSITORY'; userId: string; projectId: string };

const subjectIs = (subject: TGithubCheckSubject) =>
  subject.kind === 'PROFILE'
    ? and(eq(githubChecks.kind, 'PROFILE'), eq(githubChecks.userId, subject.userId))
    : and(eq(githubChecks.kind, 'REPOSITORY'), eq(githubChecks.projectId, subject.projectId));

/** The queries of the github_checks table (written only by this module). */
/** What open checks mean for their subject: FAILED when any failed, else PENDING; null when none. */
export function checkStateOf(statuses: readonly string[]): TGithubCheckState | null {
  if (statuses.length === 0) return null;
  return statuses.includes('FAILED') ? 'FAILED' : 'PENDING';
}

export function createGithubCheckRepository(db: TDb) {
  const withNames = () =>
    db
      .select({ check: githubChecks, developerName: users.name, projectName: projects.name })
      .from(githubChecks)
      .innerJoin(users, eq(users.id, githubChecks.userId))
      .leftJoin(projects, eq(projects.id, githubChecks.projectId));

  return {
    /**
     * Keeps a check to be made again for this subject (replacing any earlier one: the target may
     * have changed), first due at `nextAttemptAt`.
     */
    async schedule(
      subject: TGithubCheckSubject,
      target: string,
      lastError: string,
      now: Date,
      nextAttemptAt: Date,
    ) {
      await db.delete(githubChecks).where(subjectIs(subject));
      await db.insert(githubChecks).values({
        kind: subject.kind,
        userId: subject.userId,
        projectId: subject.kind === 'REPOSITORY' ? subject.projectId : null,
        target,
        lastError,
        nextAttemptAt,
        createdAt: now,
      });
    },

    /** The subject's check passed (or is no longer needed): nothing holds it any more. */
    async clear(subject: TGithubCheckSubject) {
      await db.delete(githubChecks).where(subjectIs(subject));
    },

    async find(subject: TGithubCheckSubject) {
      const [row] = await db.select().from(githubChecks).where(subjectIs(subject)).limit(1);
      return row ?? null;
    },

    /**
     * Claims the check due first with one UPDATE of a row picked with FOR UPDATE SKIP LOCKED (as the
     * mail outbox does), so two workers or processes never check the same one; it stays theirs
     * until `leaseUntil`, after which a worker that died mid-check leaves it to another.
     */
    async claimDue(now: Date, leaseUntil: Date) {
      const due = db
        .select({ id: githubChecks.id })
        .from(githubChecks)
        .where(
          or(
            and(
              eq(githubChecks.status, 'PENDING'),
              isNull(githubChecks.needsAttentionAt),
              lte(githubChecks.nextAttemptAt, now),
            ),
            and(eq(githubChecks.status, 'CHECKING'), lt(githubChecks.lockedUntil, now)),
          ),
        )
        .orderBy(githubChecks.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(githubChecks)
        .set({ status: 'CHECKING', lockedUntil: leaseUntil, attempts: sql`${githubChecks.attempts} + 1` })
        .where(inArray(githubChecks.id, due))
        .returning();
      return row ?? null;
    },

    /** Deletes a claimed check that passed; false if it was replaced meanwhile (a new target). */
    async removeClaimed(id: string) {
      const rows = await db
        .delete(githubChecks)
        .where(and(eq(githubChecks.id, id), eq(githubChecks.status, 'CHECKING')))
        .returning({ id: githubChecks.id });
      return rows.length > 0;
    },

    async markRetry(id: string, lastError: string, nextAttemptAt: Date) {
      await db
        .update(githubChecks)
        .set({ status: 'PENDING', lockedUntil: null, lastError, nextAttemptAt })
        .where(and(eq(githubChecks.id, id), eq(githubChecks.status, 'CHECKING')));
    },

    /** No answer within the bound: no longer asked about; it waits for an admin. */
    async setAside(id: string, lastError: string, now: Date) {
      const rows = await db
        .update(githubChecks)
        .set({ status: 'PENDING', lockedUntil: null, lastError, needsAttentionAt: now })
        .where(and(eq(githubChecks.id, id), eq(githubChecks.status, 'CHECKING')))
        .returning({ id: githubChecks.id });
      return rows.length > 0;
    },

    /** A definite "does not exist": kept FAILED until the person fixes it; false if replaced meanwhile. */
    async markFailed(id: string, now: Date) {
      const rows = await db
        .update(githubChecks)
        .set({ status: 'FAILED', lockedUntil: null, lastError: 'not_found', failedAt: now })
        .where(and(eq(githubChecks.id, id), eq(githubChecks.status, 'CHECKING')))
        .returning({ id: githubChecks.id });
      return rows.length > 0;
    },

    /** A developer's checks: their profile's and their projects'. */
    listForDeveloper(userId: string) {
      return withNames().where(eq(githubChecks.userId, userId)).orderBy(asc(githubChecks.createdAt));
    },

    /** Every check that has not passed, oldest first (the admin's list). */
    listAll(limit: number) {
      return withNames().orderBy(asc(githubChecks.createdAt)).limit(limit);
    },

    /** Which of these developers' profiles are not checked yet (PENDING/CHECKING/FAILED). */
    async profileStates(userIds: string[]) {
      if (userIds.length === 0) return new Map<string, TGithubCheckState>();
      const rows = await db
        .select({ userId: githubChecks.userId, status: githubChecks.status })
        .from(githubChecks)
        .where(and(eq(githubChecks.kind, 'PROFILE'), inArray(githubChecks.userId, userIds)));
      return new Map(rows.map((r) => [r.userId, checkStateOf([r.status]) ?? 'PENDING'] as const));
    },

    /**
     * For each of these projects, the check that holds its approval: its repository's or its
     * developer's profile's (FAILED before PENDING). Projects with nothing open are absent.
     */
    async projectStates(items: { id: string; developerId: string }[]) {
      const states = new Map<string, TGithubCheckState>();
      if (items.length === 0) return states;
      const rows = await db
        .select({
          kind: githubChecks.kind,
          userId: githubChecks.userId,
          projectId: githubChecks.projectId,
          status: githubChecks.status,
        })
        .from(githubChecks)
        .where(
          or(
            and(
              eq(githubChecks.kind, 'REPOSITORY'),
              inArray(
                githubChecks.projectId,
                items.map((i) => i.id),
              ),
            ),
            and(
              eq(githubChecks.kind, 'PROFILE'),
              inArray(
                githubChecks.userId,
                items.map((i) => i.developerId),
              ),
            ),
          ),
        );
      for (const item of items) {
        const open = rows.filter((row) =>
          row.kind === 'REPOSITORY' ? row.projectId === item.id : row.userId === item.developerId,
        );
        const state = checkStateOf(open.map((row) => row.status));
        if (state) states.set(item.id, state);
      }
      return states;
    },

    /** Whether this project, or its developer's profile, still has a check that has not passed. */
    async blocksProject(projectId: string, developerId: string) {
      const [row] = await db
        .select({ id: githubChecks.id })
        .from(githubChecks)
        .where(
          or(
            and(eq(githubChecks.kind, 'REPOSITORY'), eq(githubChecks.projectId, projectId)),
            and(eq(githubChecks.kind, 'PROFILE'), eq(githubChecks.userId, developerId)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type TGithubCheckRepository = ReturnType<typeof createGithubCheckRepository>;
