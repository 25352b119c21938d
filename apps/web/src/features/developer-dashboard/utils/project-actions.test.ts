import { describe, expect, it } from 'vitest';
import {
  canEditProject,
  countByStatusFilter,
  removalActionOf,
  reviewerNoteOf,
  sortMyProjects,
  statusFilterOf,
} from './project-actions';

describe("the developer delete: 'Suspender' or 'Solicitar eliminación'", () => {
  it('suspends a free project with no sales', () => {
    expect(removalActionOf({ status: 'PUBLISHED', price: 0, totalSales: 0 })).toBe('suspend');
    expect(removalActionOf({ status: 'DRAFT', price: 0, totalSales: 0 })).toBe('suspend');
    expect(removalActionOf({ status: 'under_review', price: 0, totalSales: 0 })).toBe('suspend');
  });

  it('asks for a deletion request when the project is paid or has sold', () => {
    expect(removalActionOf({ status: 'PUBLISHED', price: 9.99, totalSales: 0 })).toBe('request-deletion');
    expect(removalActionOf({ status: 'PUBLISHED', price: 0, totalSales: 3 })).toBe('request-deletion');
    expect(removalActionOf({ status: 'DRAFT', price: 0.5, totalSales: 12 })).toBe('request-deletion');
  });

  it('offers nothing for a suspended project, whatever its spelling', () => {
    expect(removalActionOf({ status: 'SUSPENDED', price: 0, totalSales: 0 })).toBe('none');
    expect(removalActionOf({ status: 'suspended', price: 20, totalSales: 4 })).toBe('none');
  });

  it('lets every status but suspended be edited', () => {
    for (const status of ['DRAFT', 'PENDING', 'UNDER_REVIEW', 'PUBLISHED', 'REJECTED', 'published']) {
      expect(canEditProject({ status })).toBe(true);
    }
    expect(canEditProject({ status: 'SUSPENDED' })).toBe(false);
  });
});

describe("the reviewer's note", () => {
  it('is shown on a rejected project (draft or rejected with observations)', () => {
    expect(reviewerNoteOf({ status: 'DRAFT', observations: ' Faltan capturas ' })).toBe('Faltan capturas');
    expect(reviewerNoteOf({ status: 'REJECTED', observations: 'Sin demo' })).toBe('Sin demo');
  });

  it('is not shown without a note or on other statuses', () => {
    expect(reviewerNoteOf({ status: 'DRAFT', observations: null })).toBeNull();
    expect(reviewerNoteOf({ status: 'DRAFT', observations: '   ' })).toBeNull();
    expect(reviewerNoteOf({ status: 'PUBLISHED', observations: 'old note' })).toBeNull();
    expect(reviewerNoteOf({ status: 'SUSPENDED', observations: 'Proyecto suspendido' })).toBeNull();
  });
});

describe('the apps status filter', () => {
  it('groups review statuses and treats rejected and unknown as drafts', () => {
    expect(statusFilterOf('PUBLISHED')).toBe('published');
    expect(statusFilterOf('UNDER_REVIEW')).toBe('review');
    expect(statusFilterOf('PENDING_REVIEW')).toBe('review');
    expect(statusFilterOf('pending')).toBe('review');
    expect(statusFilterOf('DRAFT')).toBe('draft');
    expect(statusFilterOf('REJECTED')).toBe('draft');
    expect(statusFilterOf('SUSPENDED')).toBe('suspended');
  });

  it('counts what each filter would show', () => {
    const counts = countByStatusFilter([
      { status: 'PUBLISHED' },
      { status: 'PUBLISHED' },
      { status: 'DRAFT' },
      { status: 'UNDER_REVIEW' },
    ]);
    expect(counts).toEqual({ all: 4, published: 2, review: 1, draft: 1, suspended: 0 });
  });
});

describe('the apps list order', () => {
  it('puts suspended projects last and the rest newest first', () => {
    const sorted = sortMyProjects([
      { id: 'a', status: 'PUBLISHED', lastUpdated: '2026-03-01T10:00:00Z' },
      { id: 'b', status: 'SUSPENDED', lastUpdated: '2026-03-09T10:00:00Z' },
      { id: 'c', status: 'DRAFT', lastUpdated: '2026-03-05T10:00:00Z' },
      { id: 'd', status: 'SUSPENDED', lastUpdated: '2026-03-02T10:00:00Z' },
    ]);
    expect(sorted.map((project) => project.id)).toEqual(['c', 'a', 'b', 'd']);
  });
});
