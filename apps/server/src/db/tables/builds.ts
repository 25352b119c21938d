import type { TBuildFailure, TBuildProgress } from '@vitrina/shared/builds/build.schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const buildStatusEnum = pgEnum('build_status', ['QUEUED', 'IMPORTING', 'READY', 'FAILED']);
export const buildReviewEnum = pgEnum('build_review', ['PENDING', 'APPROVED', 'REJECTED']);
export const buildSourceKindEnum = pgEnum('build_source_kind', ['release', 'ref']);

/**
 * A build of a project: the static files of one version, taken from the project's repository (a
 * release's .zip asset, or a folder of the repository at a ref) and kept by Vitrina. The row is
 * also the import job: QUEUED, then IMPORTING under a lease (`lockedUntil`) by one worker of any
 * process, then READY (its files listed in build_files) or FAILED with its reason. A READY build
 * waits for an admin's review; an APPROVED one may become the project's current build, and stays a
 * version its owners may open until an admin withdraws it. Builds are never deleted: a buyer keeps
 * what they paid for.
 */
export const builds = pgTable(
  'builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    version: text('version').notNull(),
    sourceKind: buildSourceKindEnum('source_kind').notNull(),
    /** The tag of a release, or the ref (branch, tag, commit) of the repository. */
    sourceRef: text('source_ref').notNull(),
    /** The folder of a ref source ('' = the root); null for a release. */
    sourceFolder: text('source_folder'),
    /** The asset name of a release source (null = its only .zip). */
    sourceAsset: text('source_asset'),
    /** The repository as it was when the build was asked for (github.com/owner/repo URL). */
    repositoryUrl: text('repository_url').notNull(),
    commitSha: text('commit_sha'),
    spa: boolean('spa').notNull().default(false),
    /**
     * What changed in this version, as its developer wrote it (plain text, line breaks and links,
     * at most 5,000 characters, in their own language): typed when the build is added, or the
     * body of the GitHub release it comes from. Editable until the build is approved.
     */
    releaseNotes: text('release_notes'),
    status: buildStatusEnum('status').notNull().default('QUEUED'),
    progress: jsonb('progress')
      .$type<TBuildProgress>()
      .notNull()
      .default({ phase: 'waiting', done: 0, total: null }),
    failure: jsonb('failure').$type<TBuildFailure>(),
    fileCount: integer('file_count').notNull().default(0),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull().default(0),
    review: buildReviewEnum('review'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    /** When it last became the project's current build (its approval, or a fallback after a withdrawal). */
    madeCurrentAt: timestamptz('made_current_at'),
    /**
     * An approved build an admin took back (a security reason): it can no longer be opened nor made
     * current, and owners fall back to the current build. Its files are kept.
     */
    withdrawnAt: timestamptz('withdrawn_at'),
    withdrawnReason: text('withdrawn_reason'),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    /** The import job: tries so far, when the next is due, and the lease of the worker on it. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** When an admin marked an import that failed (interrupted, or GitHub's doing) as handled. */
    handledAt: timestamptz('handled_at'),
  },
  (t) => [
    index('builds_project_idx').on(t.projectId, t.createdAt.desc()),
    index('builds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('QUEUED', 'IMPORTING')`),
    index('builds_review_idx').on(t.createdAt).where(sql`${t.review} = 'PENDING'`),
  ],
);

/** The manifest of a build: each file's path (relative to the app's root) and its stored blob. */
export const buildFiles = pgTable(
  'build_files',
  {
    buildId: uuid('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.path] }), index('build_files_sha_idx').on(t.sha256)],
);

export type TBuildRow = typeof builds.$inferSelect;
export type TBuildFileRow = typeof buildFiles.$inferSelect;
