import { describe, expect, it } from 'vitest';
import { decisionKind, decisionTone } from './decision-labels';

describe('the decisions log labels', () => {
  it('names the fixed actions', () => {
    expect(decisionKind({ action: 'project.approved', from: 'UNDER_REVIEW', to: 'PUBLISHED' })).toBe(
      'approved',
    );
    expect(decisionKind({ action: 'deletion.refused', from: null, to: null })).toBe('deletionRefused');
    expect(decisionKind({ action: 'deletion.accepted', from: 'PUBLISHED', to: 'SUSPENDED' })).toBe(
      'deletionAccepted',
    );
    expect(decisionKind({ action: 'revision.approved', from: null, to: null })).toBe('changesApproved');
    expect(decisionKind({ action: 'revision.refused', from: null, to: null })).toBe('changesRefused');
  });

  it('names a generic status change by where it went', () => {
    const change = (from: string | null, to: string | null) =>
      decisionKind({ action: 'project.status_changed', from, to });
    expect(change('UNDER_REVIEW', 'PUBLISHED')).toBe('approved');
    expect(change('pending', 'published')).toBe('approved');
    expect(change('SUSPENDED', 'PUBLISHED')).toBe('republished');
    expect(change('UNDER_REVIEW', 'DRAFT')).toBe('rejected');
    expect(change('PUBLISHED', 'SUSPENDED')).toBe('suspended');
    expect(change('DRAFT', 'UNDER_REVIEW')).toBe('resubmitted');
    expect(change('DRAFT', null)).toBeNull();
  });

  it('leaves unknown actions to be shown as they are', () => {
    expect(decisionKind({ action: 'user.updated', from: null, to: null })).toBeNull();
  });

  it('colours approvals, refusals and withdrawals apart', () => {
    expect(decisionTone('approved')).toBe('success');
    expect(decisionTone('rejected')).toBe('danger');
    expect(decisionTone('deletionAccepted')).toBe('neutral');
    expect(decisionTone('changesApproved')).toBe('success');
    expect(decisionTone('changesRefused')).toBe('danger');
    expect(decisionTone(null)).toBe('info');
  });
});
