import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../client';
import { builds } from '../tables/builds';
import { githubChecks } from '../tables/github-checks';
import { mailOutbox } from '../tables/mail';
import { refunds } from '../tables/refunds';
import { STUCK_BUILD_FAILURES } from './stuck-work.repository';

const otherBuild = alias(builds, 'other_build');
const changed = (rows: unknown[]) => rows.length > 0;

/**
 * An admin's changes to stuck work. Each is one conditional UPDATE: it changes the item only while
 * it is still stuck as the admin saw it (false otherwise: done meanwhile, or changed by another).
 */
export function createStuckWorkActionsRepository(db: TDb) {
  return {
    findMail: async (id: string) =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0] ?? null,
    findRefund: async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0] ?? null,
    findBuild: async (id: string) => (await db.select().from(builds).where(eq(builds.id, id)))[0] ?? null,
    findCheck: async (id: string) =>
      (await db.select().from(githubChecks).where(eq(githubChecks.id, id)))[0] ?? null,

    /** A mail that gave up, queued again from its first attempt. */
    async retryMail(id: string, now: Date) {
      const where = and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED'), isNull(mailOutbox.handledAt));
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, lockedUntil: null })
        .where(where)
        .returning({ id: mailOutbox.id });
      return changed(rows);
    },

    async markMailHandled(id: string, now: Date) {
      const rows = await db
        .update(mailOutbox)
        .set({ handledAt: now })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED'), isNull(mailOutbox.handledAt)))
        .returning({ id: mailOutbox.id });
      return changed(rows);
    },

    /** A refund asked about again now, the bound counted afresh from now. */
    async retryRefund(id: string, now: Date) {
      const rows = await db
        .update(refunds)
        .set({ needsAttentionAt: null, checksSince: now, nextCheckAt: now, attempts: 0, updatedAt: now })
        .where(
          and(
            eq(refunds.id, id),
            inArray(refunds.status, ['APPROVED', 'PENDING']),
            isNull(refunds.claimedAt),
          ),
        )
        .returning({ id: refunds.id });
      return changed(rows);
    },

    /** A refund the admin gave up on: FAILED (GIVEN_UP), no longer asked about. */
    async giveUpRefund(id: string, now: Date) {
      const rows = await db
        .update(refunds)
        .set({
          status: 'FAILED',
          failureCode: 'GIVEN_UP',
          nextCheckAt: null,
          needsAttentionAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(refunds.id, id),
            inArray(refunds.status, ['APPROVED', 'PENDING']),
            isNull(refunds.claimedAt),
          ),
        )
        .returning({ id: refunds.id });
      return changed(rows);
    },

    /** An import cut off or failed by GitHub, queued again (unless another import of its app is under way). */
    async retryBuild(id: string, now: Date) {
      const rows = await db
        .update(builds)
        .set({
          status: 'QUEUED',
          attempts: 0,
          nextAttemptAt: now,
          lockedUntil: null,
          lastError: null,
          failure: null,
          finishedAt: null,
          progress: { phase: 'waiting', done: 0, total: null },
        })
        .where(
          and(
            eq(builds.id, id),
            eq(builds.status, 'FAILED'),
            isNull(builds.handledAt),
            inArray(sql`${builds.failure}->>'code'`, [...STUCK_BUILD_FAILURES]),
            notExists(
              db
                .select({ id: otherBuild.id })
                .from(otherBuild)
                .where(
                  and(
                    eq(otherBuild.projectId, builds.projectId),
                    inArray(otherBuild.status, ['QUEUED', 'IMPORTING']),
                  ),
                ),
            ),
          ),
        )
        .returning({ id: builds.id });
      return changed(rows);
    },

    async markBuildHandled(id: string, now: Date) {
      const rows = await db
        .update(builds)
        .set({ handledAt: now })
        .where(and(eq(builds.id, id), eq(builds.status, 'FAILED'), isNull(builds.handledAt)))
        .returning({ id: builds.id });
      return changed(rows);
    },

    /** A GitHub check asked about again now, the bound counted afresh from now. */
    async retryCheck(id: string, now: Date) {
      const rows = await db
        .update(githubChecks)
        .set({ needsAttentionAt: null, checksSince: now, nextAttemptAt: now, attempts: 0 })
        .where(and(eq(githubChecks.id, id), eq(githubChecks.status, 'PENDING')))
        .returning({ id: githubChecks.id });
      return changed(rows);
    },

    /** A check the admin gave up on: FAILED (given_up); its subject stays blocked until the person changes it. */
    async giveUpCheck(id: string, now: Date) {
      const rows = await db
        .update(githubChecks)
        .set({
          status: 'FAILED',
          lastError: 'given_up',
          failedAt: now,
          needsAttentionAt: null,
          lockedUntil: null,
        })
        .where(and(eq(githubChecks.id, id), eq(githubChecks.status, 'PENDING')))
        .returning({ id: githubChecks.id });
      return changed(rows);
    },
  };
}
