import type { TProject, TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import { describe, expect, it } from 'vitest';
import { cardToProjectPlaceholder, findCachedCard, findCachedDetail } from './cached-project';

const card = (id: string, slug: string): TSimplifiedProject => ({
  id,
  slug,
  name: `App ${id}`,
  shortDescription: 'Una app de prueba',
  price: 4.99,
  payWhatYouWant: false,
  sale: null,
  mainImage: `/media/demo/${slug}.svg`,
  category: 'GAMES',
  averageRating: 4.5,
  totalRatings: 2,
});

describe('findCachedCard', () => {
  const infinite = {
    pages: [{ projects: [card('1', 'uno')] }, { projects: [card('2', 'dos')] }],
    pageParams: [0, 1],
  };
  const page = { projects: [card('3', 'tres')], hasNext: false };
  const developerList = [{ ...card('4', 'cuatro'), status: 'PUBLISHED' }];
  const detail = { ...card('5', 'cinco'), description: 'x' };

  it('finds a card by id or slug in store pages, single pages and developer lists', () => {
    const lists = [detail, infinite, page, developerList, undefined];
    expect(findCachedCard(lists, 'dos')?.id).toBe('2');
    expect(findCachedCard(lists, '3')?.slug).toBe('tres');
    expect(findCachedCard(lists, 'cuatro')?.id).toBe('4');
  });

  it('finds nothing for an unknown project, and never matches an empty slug', () => {
    expect(findCachedCard([infinite], 'nope')).toBeUndefined();
    expect(findCachedCard([{ projects: [card('9', '')] }], '')).toBeUndefined();
  });
});

describe('findCachedDetail', () => {
  const project = (id: string, slug: string) => ({ id, slug, name: slug }) as TProject;
  const entries = [
    { queryKey: ['catalogue', 'project', 'uno', 'public'], data: project('1', 'uno'), updatedAt: 10 },
    { queryKey: ['catalogue', 'project', '1', 'public'], data: project('1', 'uno'), updatedAt: 20 },
    { queryKey: ['catalogue', 'project', 'uno', 'user-7'], data: project('1', 'uno'), updatedAt: 30 },
  ];

  it('uses the same viewer only, the newest copy first', () => {
    expect(findCachedDetail(entries, 'uno', null)?.updatedAt).toBe(20);
    expect(findCachedDetail(entries, '1', 'user-7')?.updatedAt).toBe(30);
    expect(findCachedDetail(entries, 'uno', 'user-8')).toBeUndefined();
  });
});

describe('cardToProjectPlaceholder', () => {
  it('keeps what the card knows and leaves the rest empty', () => {
    const placeholder = cardToProjectPlaceholder(card('1', 'uno'));
    expect(placeholder).toMatchObject({ id: '1', slug: 'uno', name: 'App 1', title: 'App 1', price: 4.99 });
    expect(placeholder.averageRating).toBe(4.5);
    expect(placeholder.demoUrl).toBeNull();
    expect(placeholder.hasAccess).toBe(false);
    expect(placeholder.screenshots).toEqual([]);
  });
});
