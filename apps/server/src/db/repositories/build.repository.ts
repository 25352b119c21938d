import type { TBuildFailure, TBuildProgress } from '@vitrina/shared/builds/build.schemas';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { buildFiles, builds, type TBuildRow } from '../tables/builds';
import { projects } from '../tables/catalogue';

export type TBuildWithNames = { build: TBuildRow; createdByName: string | null };

export type TNewBuildFile = { path: string; sha256: string; size: number; contentType: string };

/** A version owners may open and the public history lists: approved (so READY) and not withdrawn. */
const openableVersion = and(
  eq(builds.status, 'READY'),
  eq(builds.review, 'APPROVED'),
  isNull(builds.withdrawnAt),
);

/** When a version was approved (builds made before reviews were dated: when they were ready). */
const approvedAt = sql<Date>`coalesce(${builds.reviewedAt}, ${builds.finishedAt}, ${builds.createdAt})`;

/** Writes a build's manifest, in slices: a build has up to a few thousand files. */
async function insertFiles(db: TDb, buildId: string, files: TNewBuildFile[]) {
  for (let start = 0; start < files.length; start += 500) {
    await db.insert(buildFiles).values(files.slice(start, start + 500).map((file) => ({ buildId, ...file })));
  }
}

/** Builds and their manifests; the builds table is also the import job queue. */
export function createBuildRepository(db: TDb) {
  const withNames = () =>
    db
      .select({ build: builds, createdByName: users.name })
      .from(builds)
      .leftJoin(users, eq(users.id, builds.createdBy));

  return {
    async insert(values: typeof builds.$inferInsert) {
      const [row] = await db.insert(builds).values(values).returning();
      if (!row) throw new Error('build insert returned nothing');
      return row;
    },

    /** A build made elsewhere than by the import (the demo's), with its manifest. */
    async insertWithFiles(values: typeof builds.$inferInsert, files: TNewBuildFile[]) {
      const [row] = await db.insert(builds).values(values).returning();
      if (!row) throw new Error('build insert returned nothing');
      await insertFiles(db, row.id, files);
      return row;
    },

    /** Whether the project has any build at all. */
    async existsFor(projectId: string) {
      const [row] = await db
        .select({ id: builds.id })
        .from(builds)
        .where(eq(builds.projectId, projectId))
        .limit(1);
      return row !== undefined;
    },

    async find(id: string): Promise<TBuildWithNames | null> {
      const [row] = await withNames().where(eq(builds.id, id)).limit(1);
      return row ?? null;
    },

    /** A project's builds, newest first. */
    listForProject(projectId: string, limit: number) {
      return withNames().where(eq(builds.projectId, projectId)).orderBy(desc(builds.createdAt)).limit(limit);
    },

    /** Builds waiting for an admin's review, oldest first, with their project and developer. */
    listPendingReview(limit: number) {
      const developer = alias(users, 'developer');
      return db
        .select({
          build: builds,
          createdByName: users.name,
          projectName: projects.name,
          projectSlug: projects.slug,
          projectStatus: projects.status,
          priceCents: projects.priceCents,
          currentBuildId: projects.currentBuildId,
          developerName: developer.name,
        })
        .from(builds)
        .innerJoin(projects, eq(projects.id, builds.projectId))
        .innerJoin(developer, eq(developer.id, projects.developerId))
        .leftJoin(users, eq(users.id, builds.createdBy))
        .where(eq(builds.review, 'PENDING'))
        .orderBy(asc(builds.createdAt))
        .limit(limit);
    },

    /** Builds not finished yet (QUEUED or IMPORTING) of a project: one at a time is imported per app. */
    async countOpen(projectId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(builds)
        .where(and(eq(builds.projectId, projectId), inArray(builds.status, ['QUEUED', 'IMPORTING'])));
      return row?.count ?? 0;
    },

    files(buildId: string) {
      return db
        .select({
          path: buildFiles.path,
          sha256: buildFiles.sha256,
          size: buildFiles.size,
          contentType: buildFiles.contentType,
        })
        .from(buildFiles)
        .where(eq(buildFiles.buildId, buildId))
        .orderBy(asc(buildFiles.path));
    },

    /**
     * Claims the next build due for import: QUEUED and due, or IMPORTING whose worker's lease ran
     * out (its process stopped). One worker of any process gets it.
     */
    async claimDue(now: Date, leaseUntil: Date) {
      const due = db
        .select({ id: builds.id })
        .from(builds)
        .where(
          or(
            and(eq(builds.status, 'QUEUED'), lte(builds.nextAttemptAt, now)),
            and(eq(builds.status, 'IMPORTING'), lt(builds.lockedUntil, now)),
          ),
        )
        .orderBy(builds.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(builds)
        .set({
          status: 'IMPORTING',
          lockedUntil: leaseUntil,
          attempts: sql`${builds.attempts} + 1`,
          // Taken over from a worker whose lease ran out: its process stopped mid-import.
          lastError: sql`case when ${builds.status} = 'IMPORTING' then 'interrupted' else ${builds.lastError} end`,
          progress: { phase: 'waiting', done: 0, total: null },
        })
        .where(inArray(builds.id, due))
        .returning();
      return row ?? null;
    },

    /** The worker's progress, which also extends its lease. */
    async progress(id: string, progress: TBuildProgress, leaseUntil: Date, commitSha?: string) {
      await db
        .update(builds)
        .set({ progress, lockedUntil: leaseUntil, ...(commitSha ? { commitSha } : {}) })
        .where(and(eq(builds.id, id), eq(builds.status, 'IMPORTING')));
    },

    /** Back in the queue after GitHub could not answer. */
    async retryLater(id: string, lastError: string, nextAttemptAt: Date) {
      await db
        .update(builds)
        .set({
          status: 'QUEUED',
          lockedUntil: null,
          lastError,
          nextAttemptAt,
          progress: { phase: 'waiting', done: 0, total: null },
        })
        .where(and(eq(builds.id, id), eq(builds.status, 'IMPORTING')));
    },

    /** The import failed for good, with its reason. False if it was not under way (not ours). */
    async fail(id: string, failure: TBuildFailure, now: Date) {
      const rows = await db
        .update(builds)
        .set({
          status: 'FAILED',
          failure,
          lockedUntil: null,
          finishedAt: now,
          progress: { phase: 'done', done: 0, total: null },
        })
        .where(and(eq(builds.id, id), eq(builds.status, 'IMPORTING')))
        .returning({ id: builds.id });
      return rows.length > 0;
    },

    /**
     * The import's result: its manifest and READY, waiting for review. False if it was not ours.
     * Run it in a transaction: the build's row is locked while its manifest is written.
     */
    async complete(
      id: string,
      commitSha: string,
      files: TNewBuildFile[],
      now: Date,
      releaseNotes: string | null = null,
    ) {
      const [claimed] = await db
        .select({ id: builds.id })
        .from(builds)
        .where(and(eq(builds.id, id), eq(builds.status, 'IMPORTING')))
        .for('update');
      if (!claimed) return false;
      await insertFiles(db, id, files);
      await db
        .update(builds)
        .set({
          status: 'READY',
          review: 'PENDING',
          commitSha,
          // Notes its developer wrote (even during the import) win over the release's description.
          ...(releaseNotes ? { releaseNotes: sql`coalesce(${builds.releaseNotes}, ${releaseNotes})` } : {}),
          fileCount: files.length,
          totalBytes: files.reduce((sum, file) => sum + file.size, 0),
          lockedUntil: null,
          finishedAt: now,
          progress: { phase: 'done', done: files.length, total: files.length },
        })
        .where(eq(builds.id, id));
      return true;
    },

    /** Records the admin's decision on a build waiting for review; false if it was decided meanwhile. */
    async decide(
      id: string,
      decision: { review: 'APPROVED' | 'REJECTED'; note: string | null; adminId: string; now: Date },
    ) {
      const rows = await db
        .update(builds)
        .set({
          review: decision.review,
          reviewNote: decision.note,
          reviewedBy: decision.adminId,
          reviewedAt: decision.now,
        })
        .where(and(eq(builds.id, id), eq(builds.review, 'PENDING')))
        .returning({ id: builds.id });
      return rows.length > 0;
    },

    /**
     * Makes the build the project's current one (the switch is the project's one update), or none
     * (null), and dates it. Run it in a transaction.
     */
    async makeCurrent(projectId: string, buildId: string | null, now: Date) {
      await db
        .update(projects)
        .set({ currentBuildId: buildId, updatedAt: now })
        .where(eq(projects.id, projectId));
      if (buildId) await db.update(builds).set({ madeCurrentAt: now }).where(eq(builds.id, buildId));
    },

    /**
     * When the project's current build is `from`, makes `to` (or none) current instead; false when
     * `from` was not current (another build became current meanwhile: it stays). Run it in a
     * transaction.
     */
    async replaceCurrent(projectId: string, from: string, to: string | null, now: Date) {
      const rows = await db
        .update(projects)
        .set({ currentBuildId: to, updatedAt: now })
        .where(and(eq(projects.id, projectId), eq(projects.currentBuildId, from)))
        .returning({ id: projects.id });
      if (rows.length === 0) return false;
      if (to) await db.update(builds).set({ madeCurrentAt: now }).where(eq(builds.id, to));
      return true;
    },

    /** New release notes for a build not approved yet; null when it is (or is gone). */
    async updateReleaseNotes(id: string, releaseNotes: string | null) {
      const [row] = await db
        .update(builds)
        .set({ releaseNotes })
        .where(and(eq(builds.id, id), or(isNull(builds.review), ne(builds.review, 'APPROVED'))))
        .returning({ id: builds.id });
      return row ?? null;
    },

    /** An admin withdraws an approved build; false when it was not one (or is withdrawn already). */
    async withdraw(id: string, withdrawal: { adminId: string; reason: string; now: Date }) {
      const rows = await db
        .update(builds)
        .set({
          withdrawnAt: withdrawal.now,
          withdrawnBy: withdrawal.adminId,
          withdrawnReason: withdrawal.reason,
        })
        .where(and(eq(builds.id, id), openableVersion))
        .returning({ id: builds.id });
      return rows.length > 0;
    },

    /** The newest version of the project owners may open (what it falls back to), or null. */
    async newestOpenable(projectId: string) {
      const [row] = await db
        .select({ id: builds.id })
        .from(builds)
        .where(and(eq(builds.projectId, projectId), openableVersion))
        .orderBy(desc(builds.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The project's approved versions (withdrawn ones left out), newest first (in the order they
     * were made, which is also how the current one is chosen), at most `limit`, and how many in all.
     */
    async approvedVersions(projectId: string, limit: number) {
      const where = and(eq(builds.projectId, projectId), openableVersion);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: builds.id,
            version: builds.version,
            approvedAt: approvedAt.mapWith(builds.reviewedAt),
            releaseNotes: builds.releaseNotes,
          })
          .from(builds)
          .where(where)
          .orderBy(desc(builds.createdAt), desc(builds.id))
          .limit(limit),
        db.select({ count: count() }).from(builds).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
  };
}

export type TBuildRepository = ReturnType<typeof createBuildRepository>;
