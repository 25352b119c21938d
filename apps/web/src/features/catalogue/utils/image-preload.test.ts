import { describe, expect, it } from 'vitest';
import { createPreloadRegistry, isPreloadableImageUrl } from './image-preload';

describe('isPreloadableImageUrl', () => {
  it.each([
    'https://cdn.example.com/app/cover.png',
    'https://cdn.example.com/app/cover.JPEG',
    'http://example.com/a.webp',
    'https://example.com/a.svg',
    'https://images.example.com/abc',
    'https://example.com/img/abc',
    'https://example.com/photo?type=image',
    '/media/demo/sudoku-zen.svg',
    '/media/uploads/123/cover',
  ])('accepts %s', (url) => {
    expect(isPreloadableImageUrl(url)).toBe(true);
  });

  it.each([
    '',
    null,
    undefined,
    'not a url',
    'https://example.com/app/index.html',
    'https://example.com/docs',
    'javascript:alert(1)//.png',
    'ftp://example.com/a.png',
    '/media/../secret.png',
    '/api/project/x.png',
  ])('rejects %s', (url) => {
    expect(isPreloadableImageUrl(url)).toBe(false);
  });
});

describe('createPreloadRegistry', () => {
  it('remembers a preloaded image for the given time only', () => {
    let now = 1_000;
    const registry = createPreloadRegistry(60 * 60 * 1000, () => now);
    expect(registry.isFresh('/media/a.png')).toBe(false);
    registry.mark('/media/a.png');
    now += 59 * 60 * 1000;
    expect(registry.isFresh('/media/a.png')).toBe(true);
    now += 2 * 60 * 1000;
    expect(registry.isFresh('/media/a.png')).toBe(false);
  });
});
