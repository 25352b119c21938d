import { PROJECT_LIST_LIMITS } from '@vitrina/shared/projects/project-limits';
import { describe, expect, it } from 'vitest';
import {
  applyCategory,
  applySearch,
  applySort,
  nextPageHref,
  readStoreFilters,
  readStorePage,
  STORE_PAGES_SHOWN,
  storeHref,
  storeItemId,
  storePageWindow,
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
    ['page=1', 0],
    ['page=2', 1],
    ['page=4', 3],
    ['page=0', 0],
    ['page=-1', 0],
    ['page=2.5', 0],
    ['page=abc', 0],
    ['page=99999', 9_999],
    ['page=123456', 0],
  ])('%s → %d (0-based: ?page=2 is the second page)', (search, expected) => {
    expect(readStorePage(new URLSearchParams(search))).toBe(expected);
  });

  it('is not one of the filters: a change of filters starts from the first page', () => {
    const params = new URLSearchParams('q=juego&page=2');
    expect(writeStoreFilters(applySearch(readStoreFilters(params), 'otra')).has('page')).toBe(false);
  });
});

describe('storePageWindow', () => {
  it('shows the pages before the one named, up to STORE_PAGES_SHOWN in all', () => {
    expect(storePageWindow(0)).toEqual({ first: 0, last: 0 });
    expect(storePageWindow(1)).toEqual({ first: 0, last: 1 });
    expect(storePageWindow(STORE_PAGES_SHOWN - 1)).toEqual({ first: 0, last: STORE_PAGES_SHOWN - 1 });
    expect(storePageWindow(STORE_PAGES_SHOWN)).toEqual({ first: 1, last: STORE_PAGES_SHOWN });
    expect(storePageWindow(9_999)).toEqual({ first: 9_999 - STORE_PAGES_SHOWN + 1, last: 9_999 });
  });
});

describe('storeHref / nextPageHref', () => {
  const none = { q: '', category: '', sort: '' } as const;

  it('is the store with its filters, the page (1-based) after them, and a fragment', () => {
    expect(storeHref(none)).toBe('/store');
    expect(storeHref({ q: 'foto', category: 'GAMES', sort: 'rating' })).toBe(
      '/store?category=GAMES&q=foto&sort=rating',
    );
    expect(storeHref(none, 1)).toBe('/store?page=2');
    expect(storeHref({ ...none, category: 'FREE' }, 2, 'app-25')).toBe('/store?category=FREE&page=3#app-25');
  });

  it("'Cargar más' leads to the next page, landing on its first app", () => {
    expect(nextPageHref(none, 0, 12)).toBe('/store?page=2#app-13');
    expect(nextPageHref({ q: 'juegos & más', category: '', sort: '' }, 1, 12)).toBe(
      '/store?q=juegos+%26+m%C3%A1s&page=3#app-25',
    );
  });

  it('reads back as it was written', () => {
    const filters = { q: 'editor de fotos', category: 'EDUCATION', sort: 'price_asc' } as const;
    const url = new URL(storeHref(filters, 3), 'https://vitrina.example');
    expect(readStoreFilters(url.searchParams)).toEqual(filters);
    expect(readStorePage(url.searchParams)).toBe(3);
  });

  it('names each app by its place in the whole list, counting from 1', () => {
    expect(storeItemId(0)).toBe('app-1');
    expect(storeItemId(12)).toBe('app-13');
  });
});
