import { PROJECT_LIST_LIMITS } from '@vitrina/shared/projects/project-limits';
import { describe, expect, it } from 'vitest';
import { applyCategory, applySearch, readStoreFilters, writeStoreFilters } from './store-filters';

describe('readStoreFilters', () => {
  it('reads the search (trimmed) and the category from the address', () => {
    expect(readStoreFilters(new URLSearchParams('q=%20fotos%20&category=games'))).toEqual({
      q: 'fotos',
      category: 'GAMES',
    });
    expect(readStoreFilters(new URLSearchParams(''))).toEqual({ q: '', category: '' });
  });

  it('ignores a category that is not a category value, and cuts an overlong search', () => {
    expect(readStoreFilters(new URLSearchParams('category=<script>')).category).toBe('');
    expect(readStoreFilters(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(
      PROJECT_LIST_LIMITS.searchMax,
    );
  });
});

describe('writeStoreFilters', () => {
  it('leaves empty values out', () => {
    expect(writeStoreFilters({ q: '', category: '' }).toString()).toBe('');
    expect(writeStoreFilters({ q: 'editor de fotos', category: 'FREE' }).toString()).toBe(
      'category=FREE&q=editor+de+fotos',
    );
  });
});

describe('applySearch / applyCategory', () => {
  it('a search keeps the category; an empty one (after trim) clears the search', () => {
    expect(applySearch({ q: '', category: 'GAMES' }, '  sudoku ')).toEqual({
      q: 'sudoku',
      category: 'GAMES',
    });
    expect(applySearch({ q: 'sudoku', category: 'GAMES' }, '   ')).toEqual({ q: '', category: 'GAMES' });
  });

  it('choosing a category clears the search', () => {
    expect(applyCategory('EDUCATION')).toEqual({ q: '', category: 'EDUCATION' });
    expect(applyCategory('')).toEqual({ q: '', category: '' });
  });
});
