import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import { writeAudit } from '../../db/audit';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TNewProject, TProjectRow } from '../../db/tables/catalogue';
import type { TNotifications } from '../notifications';

/**
 * Which side of a project is asking for a status change: its reviewer (an admin) or its owner.
 * Who counts as which is the project access policy's word (`decideAsAdmin`).
 */
export type TStatusSide = 'admin' | 'owner';

/**
 * Who may move a project from one status to another. Admins review and moderate; owners resubmit
 * a draft or withdraw (suspend) their project.
 */
const TRANSITIONS: Record<TStatusSide, Partial<Record<TProjectStatus, readonly TProjectStatus[]>>> = {
  admin: {
    UNDER_REVIEW: ['PUBLISHED', 'DRAFT'],
    PENDING: ['PUBLISHED', 'DRAFT'],
    PUBLISHED: ['SUSPENDED', 'DRAFT'],
    SUSPENDED: ['PUBLISHED'],
    REJECTED: ['UNDER_REVIEW'],
  },
  owner: {
    DRAFT: ['UNDER_REVIEW', 'SUSPENDED'],
    REJECTED: ['UNDER_REVIEW', 'SUSPENDED'],
    PENDING: ['SUSPENDED'],
    UNDER_REVIEW: ['SUSPENDED'],
    PUBLISHED: ['SUSPENDED'],
  },
};

export function canTransition(side: TStatusSide, from: TProjectStatus, to: TProjectStatus): boolean {
  return TRANSITIONS[side][from]?.includes(to) ?? false;
}

/**
 * The status a project takes when its owner's edit is applied at once: changed content goes back to
 * review. (A published app's edit waits as a revision instead, and the app stays published.)
 */
export function statusAfterOwnerEdit(current: TProjectStatus): TProjectStatus {
  return current === 'PENDING' ? 'PENDING' : 'UNDER_REVIEW';
}

/**
 * The one way a project's status changes: writes the new status (with any fields that go with it,
 * such as the reviewer's note), its audit row, and tells who must hear of it (an app's owners when
 * it leaves the store or comes back). Call it inside the caller's transaction; which transitions
 * are allowed is the caller's decision (`canTransition`).
 */
export async function changeProjectStatus(
  tx: TDb,
  change: {
    project: Pick<TProjectRow, 'id' | 'status' | 'publishedAt'>;
    to: TProjectStatus;
    actorId: string;
    reason: string | null;
    now: Date;
    extra?: Partial<TNewProject>;
    notifications: Pick<TNotifications, 'projectStatusChanged'>;
  },
) {
  const { project, to, now } = change;
  const updated = await createProjectRepository(tx).update(project.id, {
    ...change.extra,
    status: to,
    updatedAt: now,
    ...(to === 'PUBLISHED' && !project.publishedAt ? { publishedAt: now } : {}),
  });
  await writeAudit(tx, {
    actorId: change.actorId,
    action: 'project.status_changed',
    entityType: 'project',
    entityId: project.id,
    data: { from: project.status, to, reason: change.reason },
  });
  await change.notifications.projectStatusChanged(tx, {
    projectId: project.id,
    from: project.status,
    to,
    at: now,
  });
  return updated;
}
