import { PROJECT_LIST_LIMITS } from '@vitrina/shared/projects/project-limits';
import { describe, expect, it } from 'vitest';
import {
  applyCategory,
  applySearch,
  applySort,
  readStoreFilters,
  readStorePage,
  writeStoreFilters,
} from './store-filters';

describe('readStoreFilters', () => {
  it('reads the search (trimmed), the category and the order from the address', () => {
    expect(readStoreFilters(new URLSearchParams('q=%20fotos%20&category=games&sort=price_asc'))).toEqual({
      q: 'fotos',
      category: 'GAMES',
      sort: 'price_asc',
    });
    expect(readStoreFilters(new URLSearchParams(''))).toEqual({ q: '', category: '', sort: '' });
  });

  it('ignores a category or an order it does not know, and cuts an overlong search', () => {
    expect(readStoreFilters(new URLSearchParams('category=<script>')).category).toBe('');
    expect(readStoreFilters(new URLSearchParams('sort=cheapest')).sort).toBe('');
    expect(readStoreFilters(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(
      PROJECT_LIST_LIMITS.searchMax,
    );
  });
});

describe('writeStoreFilters', () => {
  it('leaves empty values out', () => {
    expect(writeStoreFilters({ q: '', category: '', sort: '' }).toString()).toBe('');
    expect(writeStoreFilters({ q: 'editor de fotos', category: 'FREE', sort: 'rating' }).toString()).toBe(
      'category=FREE&q=editor+de+fotos&sort=rating',
    );
  });
});

describe('applySearch / applyCategory / applySort', () => {
  it('a search keeps the category and order; an empty one (after trim) clears the search', () => {
    expect(applySearch({ q: '', category: 'GAMES', sort: 'popular' }, '  sudoku ')).toEqual({
      q: 'sudoku',
      category: 'GAMES',
      sort: 'popular',
    });
    expect(applySearch({ q: 'sudoku', category: 'GAMES', sort: '' }, '   ')).toEqual({
      q: '',
      category: 'GAMES',
      sort: '',
    });
  });

  it('choosing a category clears the search and keeps the order', () => {
    expect(applyCategory({ q: 'x', category: '', sort: 'price_desc' }, 'EDUCATION')).toEqual({
      q: '',
      category: 'EDUCATION',
      sort: 'price_desc',
    });
    expect(applyCategory({ q: '', category: 'GAMES', sort: '' }, '')).toEqual({
      q: '',
      category: '',
      sort: '',
    });
  });

  it('choosing an order keeps the search and the category', () => {
    expect(applySort({ q: 'foto', category: 'GAMES', sort: '' }, 'rating')).toEqual({
      q: 'foto',
      category: 'GAMES',
      sort: 'rating',
    });
  });
});

describe('readStorePage', () => {
  it.each([
    ['', 0],
    ['page=3', 3],
    ['page=0', 0],
    ['page=-1', 0],
    ['page=2.5', 0],
    ['page=abc', 0],
    ['page=99999', 10_000],
    ['page=123456', 0],
  ])('%s → %d', (search, expected) => {
    expect(readStorePage(new URLSearchParams(search))).toBe(expected);
  });

  it('is not one of the filters: a change of filters starts from the first page', () => {
    const params = new URLSearchParams('q=juego&page=2');
    expect(writeStoreFilters(applySearch(readStoreFilters(params), 'otra')).has('page')).toBe(false);
  });
});
