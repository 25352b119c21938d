import { describe, expect, it } from 'vitest';
import { isCompressible, isHtml, manifestPathOf, matchesEtag, parseRange } from './app-paths';

describe('the manifest path of a URL path', () => {
  it('names index.html for folders and decodes each segment', () => {
    expect(manifestPathOf('/')).toBe('index.html');
    expect(manifestPathOf('/docs/')).toBe('docs/index.html');
    expect(manifestPathOf('/docs')).toBe('docs');
    expect(manifestPathOf('/assets/app.js')).toBe('assets/app.js');
    expect(manifestPathOf('/fotos%20de%20verano/a%C3%B1o.png')).toBe('fotos de verano/año.png');
    expect(manifestPathOf('//assets///app.js')).toBe('assets/app.js');
    expect(manifestPathOf('/./assets/./app.js')).toBe('assets/app.js');
  });

  it('never climbs above the root', () => {
    expect(manifestPathOf('/../../etc/passwd')).toBe('etc/passwd');
    expect(manifestPathOf('/%2e%2e/%2E%2E/index.html')).toBe('index.html');
    expect(manifestPathOf('/a/b/../../..')).toBe('index.html');
    expect(manifestPathOf('/a/b/..')).toBe('a/index.html');
  });

  it('refuses what cannot name a file', () => {
    for (const path of [
      '/%zz',
      '/a%2Fb',
      '/a%5Cb',
      '/a\\b',
      '/a%00',
      '/a%0a',
      'relative',
      `/${'a'.repeat(5000)}`,
    ])
      expect(manifestPathOf(path), path).toBeNull();
  });
});

describe('byte ranges', () => {
  it('reads one range, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers the whole file to no usable range, and 416 to one past the end', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=9-2',
      'bytes=a-b',
    ])
      expect(parseRange(header, 100), String(header)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('entity tags and types', () => {
  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  it('knows what compresses and what is a page', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript',
      'application/json',
      'image/svg+xml',
      'application/wasm',
      'application/manifest+json',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'image/jpeg', 'font/woff2', 'application/zip', 'video/mp4'])
      expect(isCompressible(type), type).toBe(false);
    expect(isHtml('text/html; charset=utf-8')).toBe(true);
    expect(isHtml('text/htmlx')).toBe(false);
  });
});
