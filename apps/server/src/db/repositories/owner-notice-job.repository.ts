import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { purchases } from '../tables/engagement';
import {
  appUpdateOptOuts,
  emailOptOuts,
  ownerNoticeJobs,
  ownerUpdateMailDays,
  type TOwnerNoticeFacts,
  type TOwnerNoticeKind,
} from '../tables/notices';

/** One owner of an app, as a batch tells them: who, how to write to them, and whether they want the mail. */
export type TOwnerContact = {
  userId: string;
  email: string;
  name: string;
  language: string;
  /** False when they turned app update mails off, everywhere or for this app. */
  mailWanted: boolean;
};

/**
 * The jobs that tell every owner of an app (a new current version, suspended, back), and the
 * queries their batches run: the next owners by id, and the once-a-day rule of update mails.
 */
export function createOwnerNoticeJobRepository(db: TDb) {
  return {
    async insert(values: {
      projectId: string;
      kind: TOwnerNoticeKind;
      buildId?: string | null;
      facts: TOwnerNoticeFacts;
      now: Date;
    }) {
      const [row] = await db
        .insert(ownerNoticeJobs)
        .values({
          projectId: values.projectId,
          kind: values.kind,
          buildId: values.buildId ?? null,
          facts: values.facts,
          nextAttemptAt: values.now,
          createdAt: values.now,
        })
        .returning();
      if (!row) throw new Error('owner notice job insert returned nothing');
      return row;
    },

    /**
     * Claims the job due first (PENDING and due, its lease free or run out) with one UPDATE of a
     * row picked with FOR UPDATE SKIP LOCKED: one worker of any process gets it, under `claim`.
     */
    async claimDue(now: Date, leaseUntil: Date, claim: string) {
      const due = db
        .select({ id: ownerNoticeJobs.id })
        .from(ownerNoticeJobs)
        .where(
          and(
            eq(ownerNoticeJobs.status, 'PENDING'),
            lte(ownerNoticeJobs.nextAttemptAt, now),
            or(isNull(ownerNoticeJobs.lockedUntil), lt(ownerNoticeJobs.lockedUntil, now)),
          ),
        )
        .orderBy(ownerNoticeJobs.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(ownerNoticeJobs)
        .set({ lockedUntil: leaseUntil, claim, attempts: sql`${ownerNoticeJobs.attempts} + 1` })
        .where(inArray(ownerNoticeJobs.id, due))
        .returning();
      return row ?? null;
    },

    /**
     * Locks the job's row for this transaction while `claim` still holds it; null when another
     * worker took it over meanwhile (the batch then writes nothing).
     */
    async lockClaimed(id: string, claim: string) {
      const [row] = await db
        .select()
        .from(ownerNoticeJobs)
        .where(
          and(
            eq(ownerNoticeJobs.id, id),
            eq(ownerNoticeJobs.claim, claim),
            eq(ownerNoticeJobs.status, 'PENDING'),
          ),
        )
        .for('update');
      return row ?? null;
    },

    /**
     * The app's next owners after `cursor` in the order of their ids, at most `limit`: an index
     * range of purchases (project, user), so every batch costs the same however far along it is.
     * Only those who owned it by `ownedBy` (the change's time): who bought it later already had
     * the news when they bought it.
     */
    async ownersAfter(
      projectId: string,
      cursor: string | null,
      limit: number,
      ownedBy: Date,
    ): Promise<TOwnerContact[]> {
      return db
        .select({
          userId: purchases.userId,
          email: users.email,
          name: users.name,
          language: users.language,
          mailWanted: sql<boolean>`(${emailOptOuts.userId} is null and ${appUpdateOptOuts.userId} is null)`,
        })
        .from(purchases)
        .innerJoin(users, eq(users.id, purchases.userId))
        .leftJoin(
          emailOptOuts,
          and(eq(emailOptOuts.userId, purchases.userId), eq(emailOptOuts.kind, 'app_updates')),
        )
        .leftJoin(
          appUpdateOptOuts,
          and(eq(appUpdateOptOuts.userId, purchases.userId), eq(appUpdateOptOuts.projectId, projectId)),
        )
        .where(
          and(
            eq(purchases.projectId, projectId),
            lte(purchases.createdAt, ownedBy),
            cursor ? gt(purchases.userId, cursor) : undefined,
          ),
        )
        .orderBy(asc(purchases.userId))
        .limit(limit);
    },

    /**
     * The once-a-day rule of update mails: records that these owners get the app's update mail on
     * `day` (UTC) and answers those who did not have it yet; the others get no mail. The primary key
     * (app, owner, day) makes it exact, whatever runs at once.
     */
    async takeMailDays(projectId: string, userIds: string[], day: string): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insert(ownerUpdateMailDays)
        .values(userIds.map((userId) => ({ projectId, userId, day })))
        .onConflictDoNothing()
        .returning({ userId: ownerUpdateMailDays.userId });
      return rows.map((row) => row.userId);
    },

    /**
     * A batch is written: the cursor moves on, the counts grow, the lease is given back (so other
     * jobs get their turn) and the job is due again at once, or DONE when no owner is left.
     */
    async advance(
      id: string,
      step: { cursor: string | null; notified: number; mailed: number; done: boolean; now: Date },
    ) {
      await db
        .update(ownerNoticeJobs)
        .set({
          cursor: step.cursor,
          notified: sql`${ownerNoticeJobs.notified} + ${step.notified}`,
          mailed: sql`${ownerNoticeJobs.mailed} + ${step.mailed}`,
          attempts: 0,
          lastError: null,
          lockedUntil: null,
          claim: null,
          nextAttemptAt: step.now,
          ...(step.done ? { status: 'DONE' as const, finishedAt: step.now } : {}),
        })
        .where(eq(ownerNoticeJobs.id, id));
    },

    /** A batch failed: tried again later by any worker. */
    async retryLater(id: string, claim: string, error: string, nextAttemptAt: Date) {
      await db
        .update(ownerNoticeJobs)
        .set({ lockedUntil: null, claim: null, lastError: error.slice(0, 500), nextAttemptAt })
        .where(and(eq(ownerNoticeJobs.id, id), eq(ownerNoticeJobs.claim, claim)));
    },

    async find(id: string) {
      const [row] = await db.select().from(ownerNoticeJobs).where(eq(ownerNoticeJobs.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type TOwnerNoticeJobRepository = ReturnType<typeof createOwnerNoticeJobRepository>;
