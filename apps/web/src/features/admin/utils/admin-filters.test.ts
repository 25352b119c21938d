import { describe, expect, it } from 'vitest';
import { readProjectFilters, readUserFilters, toListQuery, writeFilters } from './admin-filters';

describe('the admin filters in the address', () => {
  it('reads a known status in any spelling, and ignores an unknown one', () => {
    expect(readProjectFilters(new URLSearchParams('status=under_review&q=%20notas%20'))).toEqual({
      status: 'UNDER_REVIEW',
      q: 'notas',
    });
    expect(readProjectFilters(new URLSearchParams('status=PENDING_REVIEW'))).toEqual({
      status: 'UNDER_REVIEW',
      q: '',
    });
    expect(readProjectFilters(new URLSearchParams('status=ARCHIVED'))).toEqual({ status: '', q: '' });
  });

  it('reads a known role only, and cuts a search to the length the server accepts', () => {
    expect(readUserFilters(new URLSearchParams('role=Developer'))).toEqual({ role: 'developer', q: '' });
    expect(readUserFilters(new URLSearchParams('role=root')).role).toBe('');
    expect(readUserFilters(new URLSearchParams(`q=${'a'.repeat(250)}`)).q).toHaveLength(200);
  });

  it('keeps the tab and drops empty filters when writing', () => {
    const next = writeFilters(new URLSearchParams('tab=projects&status=DRAFT&q=old'), {
      status: 'PUBLISHED',
      q: '  ',
    });
    expect(next.toString()).toBe('tab=projects&status=PUBLISHED');
  });
});

describe('the query string of an admin call', () => {
  it('leaves out what is not set and keeps page 0', () => {
    expect(toListQuery({ status: '', q: undefined, page: 0, size: 20 })).toBe('page=0&size=20');
    expect(toListQuery({ role: 'developer', q: 'ana maría', page: 2, size: 20 })).toBe(
      'role=developer&q=ana+mar%C3%ADa&page=2&size=20',
    );
    expect(toListQuery({ from: null, to: '2026-03-31' })).toBe('to=2026-03-31');
  });
});
