import { ENGAGEMENT_LIMITS } from '@vitrina/shared/engagement/engagement.schemas';
import { describe, expect, it } from 'vitest';
import { FAVORITE_CACHE_MS } from './favorite-cache-ms';

describe('FAVORITE_CACHE_MS', () => {
  it('is the shared ENGAGEMENT_LIMITS.favoriteCacheMs', () => {
    expect(FAVORITE_CACHE_MS).toBe(ENGAGEMENT_LIMITS.favoriteCacheMs);
  });
});
