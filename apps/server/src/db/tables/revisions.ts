import type { TRevisionFields } from '@vitrina/shared/projects/project-revision.schemas';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './catalogue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const projectRevisionStatusEnum = pgEnum('project_revision_status', [
  'PENDING',
  'APPROVED',
  'REFUSED',
]);

/**
 * An owner's edit of a published app, kept apart until an admin decides: the store keeps showing
 * the project row as it is, and approving copies these fields onto it.
 */
export const projectRevisions = pgTable(
  'project_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The proposed form fields, as the shared project schema outputs them. */
    fields: jsonb('fields').$type<TRevisionFields>().notNull(),
    status: projectRevisionStatusEnum('status').notNull().default('PENDING'),
    /** The admin's reason for a refusal, which the developer reads. */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** A new edit while the revision is pending replaces its fields and moves this. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one revision waits per project.
    uniqueIndex('project_revisions_pending_key').on(t.projectId).where(sql`${t.status} = 'PENDING'`),
    // The admin's queue: pending ones, oldest first.
    index('project_revisions_queue_idx').on(t.updatedAt, t.id).where(sql`${t.status} = 'PENDING'`),
    // A project's latest revision, and each of a developer's projects' latest.
    index('project_revisions_project_idx').on(t.projectId, t.createdAt.desc()),
    index('project_revisions_developer_idx').on(t.developerId, t.projectId, t.createdAt.desc()),
  ],
);

export type TProjectRevisionRow = typeof projectRevisions.$inferSelect;
