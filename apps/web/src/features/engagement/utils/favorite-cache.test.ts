import { ENGAGEMENT_LIMITS } from '@vitrina/shared/engagement/engagement.schemas';
import { describe, expect, it } from 'vitest';
import { checkFavoriteCacheEntry, favoriteCacheKey, withFavoriteId } from './favorite-cache';

const expected = { userId: 'user-1', projectId: 'project-1' };
const now = 1_800_000_000_000;
const entry = { isFavorite: true, timestamp: now - 1000, projectId: 'project-1', userId: 'user-1' };

describe('favourite cache entry', () => {
  it('is trusted for 300 seconds', () => {
    expect(ENGAGEMENT_LIMITS.favoriteCacheMs).toBe(300_000);
    expect(checkFavoriteCacheEntry(entry, expected, now)).toEqual({ status: 'fresh', entry });
    const almost = { ...entry, timestamp: now - 299_999 };
    expect(checkFavoriteCacheEntry(almost, expected, now).status).toBe('fresh');
  });

  it('is invalid once 300 seconds have passed, or when dated in the future', () => {
    expect(checkFavoriteCacheEntry({ ...entry, timestamp: now - 300_000 }, expected, now).status).toBe(
      'invalid',
    );
    expect(checkFavoriteCacheEntry({ ...entry, timestamp: now + 60_000 }, expected, now).status).toBe(
      'invalid',
    );
  });

  it('is invalid for another person or project', () => {
    expect(checkFavoriteCacheEntry({ ...entry, userId: 'user-2' }, expected, now).status).toBe('invalid');
    expect(checkFavoriteCacheEntry({ ...entry, projectId: 'project-2' }, expected, now).status).toBe(
      'invalid',
    );
  });

  it('is invalid when corrupt, and missing when there is none', () => {
    expect(checkFavoriteCacheEntry(null, expected, now).status).toBe('missing');
    expect(checkFavoriteCacheEntry('corrupt', expected, now).status).toBe('invalid');
    expect(checkFavoriteCacheEntry({ ...entry, isFavorite: 'yes' }, expected, now).status).toBe('invalid');
    expect(checkFavoriteCacheEntry({ ...entry, timestamp: '1' }, expected, now).status).toBe('invalid');
    expect(checkFavoriteCacheEntry([entry], expected, now).status).toBe('invalid');
  });

  it('is stored per person and project', () => {
    expect(favoriteCacheKey('user-1', 'project-1')).not.toBe(favoriteCacheKey('user-2', 'project-1'));
  });
});

describe('withFavoriteId', () => {
  it('adds once and removes', () => {
    expect(withFavoriteId(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withFavoriteId(['a', 'c', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withFavoriteId(['a', 'c'], 'c', false)).toEqual(['a']);
    expect(withFavoriteId([], 'c', false)).toEqual([]);
  });
});
