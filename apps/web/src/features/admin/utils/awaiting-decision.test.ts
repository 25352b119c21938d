import type { TAdminOverview } from '@vitrina/shared/dashboards/admin.schemas';
import { describe, expect, it } from 'vitest';
import { AWAITING_DECISION, countAwaitingDecision } from './awaiting-decision';

const projects: TAdminOverview['projects'] = {
  total: 30,
  underReview: 2,
  pending: 1,
  published: 25,
  draft: 1,
  rejected: 0,
  suspended: 1,
  reviewedToday: 0,
};

describe('what waits for the admin', () => {
  it('counts the projects under review and the pending ones: both need a decision', () => {
    expect(countAwaitingDecision(projects)).toBe(3);
    expect(countAwaitingDecision({ ...projects, underReview: 0 })).toBe(1);
    expect(AWAITING_DECISION).toEqual(['UNDER_REVIEW', 'PENDING']);
  });

  it('adds published apps whose changes wait for review', () => {
    expect(countAwaitingDecision(projects, 2)).toBe(5);
    expect(countAwaitingDecision(undefined, 2)).toBe(0);
  });

  it('counts nothing while the figures are unknown', () => {
    expect(countAwaitingDecision(undefined)).toBe(0);
  });
});
