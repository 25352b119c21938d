import type { TRole } from '@vitrina/shared/auth/roles';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';

/**
 * Who may move a project from one status to another (spec section 4). Admins review and
 * moderate; owners resubmit a draft or withdraw (suspend) their project.
 */
const TRANSITIONS: Record<'admin' | 'owner', Partial<Record<TProjectStatus, readonly TProjectStatus[]>>> = {
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

export function canTransition(actor: TRole | 'owner', from: TProjectStatus, to: TProjectStatus): boolean {
  const table = actor === 'admin' ? TRANSITIONS.admin : actor === 'owner' ? TRANSITIONS.owner : {};
  return table[from]?.includes(to) ?? false;
}

/** The status a project takes when its owner saves an edit: changed content goes back to review. */
export function statusAfterOwnerEdit(current: TProjectStatus): TProjectStatus {
  return current === 'PENDING' ? 'PENDING' : 'UNDER_REVIEW';
}
