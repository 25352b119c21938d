import { toProjectStatus } from '@vitrina/shared/projects/statuses';

/** The kinds of entry the decisions log names in words (keys under reports.decisions.actions). */
export const DECISION_KINDS = [
  'approved',
  'rejected',
  'suspended',
  'republished',
  'resubmitted',
  'deletionRequested',
  'deletionAccepted',
  'deletionRefused',
  'changesApproved',
  'changesRefused',
] as const;
export type TDecisionKind = (typeof DECISION_KINDS)[number];

/** Audit actions with a fixed meaning. */
const BY_ACTION: Record<string, TDecisionKind> = {
  'project.approved': 'approved',
  'project.rejected': 'rejected',
  'project.suspended': 'suspended',
  'project.republished': 'republished',
  'project.resubmitted': 'resubmitted',
  'project.deletion_requested': 'deletionRequested',
  'deletion.requested': 'deletionRequested',
  'deletion.accepted': 'deletionAccepted',
  'deletion.refused': 'deletionRefused',
  'revision.approved': 'changesApproved',
  'revision.refused': 'changesRefused',
};

/**
 * What a log entry says happened. A generic status change is named by where it went
 * (PUBLISHED from review is an approval, DRAFT a rejection...). Null: show the action as it is.
 */
export function decisionKind(entry: {
  action: string;
  from: string | null;
  to: string | null;
}): TDecisionKind | null {
  const known = BY_ACTION[entry.action];
  if (known) return known;
  if (entry.action !== 'project.status_changed') return null;
  const from = toProjectStatus(entry.from ?? '');
  switch (toProjectStatus(entry.to ?? '')) {
    case 'PUBLISHED':
      return from === 'SUSPENDED' ? 'republished' : 'approved';
    case 'DRAFT':
    case 'REJECTED':
      return 'rejected';
    case 'SUSPENDED':
      return 'suspended';
    case 'UNDER_REVIEW':
      return 'resubmitted';
    default:
      return null;
  }
}

/** The colour of an entry's marker: good news green, refusals red, withdrawals gray. */
export function decisionTone(kind: TDecisionKind | null): 'success' | 'danger' | 'neutral' | 'info' {
  switch (kind) {
    case 'approved':
    case 'republished':
    case 'changesApproved':
      return 'success';
    case 'rejected':
    case 'deletionRefused':
    case 'changesRefused':
      return 'danger';
    case 'suspended':
    case 'deletionAccepted':
      return 'neutral';
    default:
      return 'info';
  }
}
