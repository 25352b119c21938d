import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { builds } from '../tables/builds';
import { projects } from '../tables/catalogue';
import { githubChecks } from '../tables/github-checks';
import { mailOutbox } from '../tables/mail';
import { refunds } from '../tables/refunds';
import { webhookDeliveries } from '../tables/webhooks';
import { REDACTED_BODY } from './mail-outbox.repository';

/** Build failures that were not the developer's doing: the import was cut off, or GitHub did not answer. */
export const STUCK_BUILD_FAILURES = ['INTERRUPTED', 'GITHUB_UNAVAILABLE'] as const;

const refundCheckedFrom = sql<Date>`coalesce(${refunds.checksSince}, ${refunds.decidedAt}, ${refunds.createdAt})`;
const checkCheckedFrom = sql<Date>`coalesce(${githubChecks.checksSince}, ${githubChecks.createdAt})`;
const buildFailureCode = sql<string>`${builds.failure}->>'code'`;

/** What the stuck lists need of each kind of item. */
const stuckMail = and(eq(mailOutbox.status, 'FAILED'), isNull(mailOutbox.handledAt));
const stuckRefund = (dayAgo: Date) =>
  and(
    inArray(refunds.status, ['APPROVED', 'PENDING']),
    or(isNotNull(refunds.needsAttentionAt), lt(refundCheckedFrom, dayAgo)),
  );
const stuckBuild = and(
  eq(builds.status, 'FAILED'),
  inArray(buildFailureCode, [...STUCK_BUILD_FAILURES]),
  isNull(builds.handledAt),
);
const stuckCheck = (dayAgo: Date) =>
  and(
    inArray(githubChecks.status, ['PENDING', 'CHECKING']),
    or(isNotNull(githubChecks.needsAttentionAt), lt(checkCheckedFrom, dayAgo)),
  );

/** The newest items of each list read (a list longer than this is a symptom by itself). */
const LIST_LIMIT = 200;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The work that needs a person: mails that gave up, refunds and GitHub checks no longer asked about
 * (or under way for more than a day), build imports cut off or failed by GitHub; and how each is
 * changed by an admin's action. Each change is conditional on the item still being so.
 */
export function createStuckWorkRepository(db: TDb) {
  return {
    async mails(limit = LIST_LIMIT) {
      return db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          toEmail: mailOutbox.toEmail,
          subject: mailOutbox.subject,
          since: mailOutbox.nextAttemptAt,
          lastError: mailOutbox.lastError,
          attempts: mailOutbox.attempts,
          redacted: sql<boolean>`${mailOutbox.text} = ${REDACTED_BODY}`,
        })
        .from(mailOutbox)
        .where(stuckMail)
        .orderBy(mailOutbox.createdAt)
        .limit(limit);
    },

    async refunds(dayAgo: Date, limit = LIST_LIMIT) {
      const rows = await db
        .select({
          id: refunds.id,
          status: refunds.status,
          projectName: projects.name,
          amountCents: refunds.amountCents,
          needsAttentionAt: refunds.needsAttentionAt,
          checkedFrom: refundCheckedFrom,
          attempts: refunds.attempts,
          providerRefundId: refunds.providerRefundId,
        })
        .from(refunds)
        .innerJoin(projects, eq(projects.id, refunds.projectId))
        .where(stuckRefund(dayAgo))
        .orderBy(refunds.createdAt)
        .limit(limit);
      return rows.map((row) => ({ ...row, checkedFrom: toDate(row.checkedFrom) }));
    },

    async builds(limit = LIST_LIMIT) {
      return db
        .select({
          id: builds.id,
          projectName: projects.name,
          sourceRef: builds.sourceRef,
          failureCode: buildFailureCode,
          since: builds.finishedAt,
          createdAt: builds.createdAt,
          lastError: builds.lastError,
          attempts: builds.attempts,
        })
        .from(builds)
        .innerJoin(projects, eq(projects.id, builds.projectId))
        .where(stuckBuild)
        .orderBy(builds.createdAt)
        .limit(limit);
    },

    async checks(dayAgo: Date, limit = LIST_LIMIT) {
      const rows = await db
        .select({
          id: githubChecks.id,
          kind: githubChecks.kind,
          target: githubChecks.target,
          needsAttentionAt: githubChecks.needsAttentionAt,
          checkedFrom: checkCheckedFrom,
          lastError: githubChecks.lastError,
          attempts: githubChecks.attempts,
        })
        .from(githubChecks)
        .where(stuckCheck(dayAgo))
        .orderBy(githubChecks.createdAt)
        .limit(limit);
      return rows.map((row) => ({ ...row, checkedFrom: toDate(row.checkedFrom) }));
    },

    /** Failures of the last day, per worker: items that failed for good or were set aside. */
    async failuresSince(since: Date) {
      const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const n = sql<number>`count(*)::int`;
      const [mail, buildsFailed, refundsFailed, checks, webhooks] = await Promise.all([
        countOf(
          db
            .select({ n })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, 'FAILED'), gte(mailOutbox.nextAttemptAt, since))),
        ),
        countOf(
          db
            .select({ n })
            .from(builds)
            .where(and(eq(builds.status, 'FAILED'), gte(builds.finishedAt, since))),
        ),
        countOf(
          db
            .select({ n })
            .from(refunds)
            .where(
              or(
                and(eq(refunds.status, 'FAILED'), gte(refunds.updatedAt, since)),
                gte(refunds.needsAttentionAt, since),
              ),
            ),
        ),
        countOf(
          db
            .select({ n })
            .from(githubChecks)
            .where(or(gte(githubChecks.failedAt, since), gte(githubChecks.needsAttentionAt, since))),
        ),
        countOf(
          db
            .select({ n })
            .from(webhookDeliveries)
            .where(and(eq(webhookDeliveries.status, 'FAILED'), gte(webhookDeliveries.updatedAt, since))),
        ),
      ]);
      return {
        mail,
        builds: buildsFailed,
        refunds: refundsFailed,
        githubChecks: checks,
        owners: 0,
        webhooks,
      };
    },
  };
}

export type TStuckWorkRepository = ReturnType<typeof createStuckWorkRepository>;
