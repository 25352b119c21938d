import { describe, expect, it } from 'vitest';
import { APP_CACHE_CONTROL, appCacheKindOf, hasContentHash, isWorkerOrManifest } from './app-cache-rules';

describe('a file name that carries a content hash', () => {
  it('is recognised as bundlers write it', () => {
    for (const path of [
      // Vite / Rollup (base64url, 8 characters)
      'assets/index-BxY3z_9a.js',
      'assets/index-C4kQ9wZx.css',
      'assets/polyfills-legacy-Dq3R_t8M.js',
      'assets/logo-Bx2kLm9Q.svg',
      // webpack / Create React App (hex)
      'static/js/main.3f2a1b4c.js',
      'static/js/main.3f2a1b4c.chunk.js',
      'static/css/main.5f361e03.chunk.css',
      'static/js/2.a1b2c3d4.chunk.js',
      'vendors~main.a1b2c3d4.js',
      'app.9c8b7a6f5e4d3c2b1a09.js',
      'js/app.min.1a2b3c4d.js',
      // esbuild (base32)
      'chunk-ABCD2E45.js',
      'out/index-5VQ6BUGF.js',
      // a whole name that is a long hex hash
      '3f2a1b4c5d6e7f8091a2.js',
      'img/0a1b2c3d4e5f6a7b.png',
    ])
      expect(hasContentHash(path), path).toBe(true);
  });

  it('is not seen in names without one (a missed hash only costs a revalidation)', () => {
    for (const path of [
      'app.js',
      'style.css',
      'index.js',
      'component12.js',
      'jquery-3.6.0.min.js',
      'jquery-ui-1.12.1.js',
      'bootstrap.bundle.min.js',
      'three.module.min.js',
      'socket.io-4.7.2.js',
      'fonts/roboto-v30-latin-regular.woff2',
      'icon-arrow_up2.svg',
      'photo-iPhone12.png',
      'screen-MacBook2.png',
      'images-facade12.png',
      'icons-SPRITE22.png',
      'photo-Img_1234.jpg',
      'my-app-settings.js',
      'report-20240101.pdf',
      'bundle-2024-01.js',
      'app-1a2b3c4.js',
      'deadbeef.js',
      'a1b2c3d4.js',
      'js/app.v2.js',
      'README',
    ])
      expect(hasContentHash(path), path).toBe(false);
  });
});

describe('service workers and web manifests', () => {
  it('are known whatever their name carries', () => {
    for (const path of [
      'sw.js',
      'service-worker.js',
      'serviceworker.js',
      'Service-Worker.js',
      'sw-3f2a1b4c.js',
      'service-worker.a1b2c3d4.js',
      'app/sw.mjs',
      'manifest.json',
      'manifest-BxY3z_9a.json',
      'site.webmanifest',
      'manifest.a1b2c3d4.webmanifest',
    ])
      expect(isWorkerOrManifest(path), path).toBe(true);
    for (const path of ['swiper.js', 'swatch-3f2a1b4c.js', 'manifesto.json', 'asset-manifest.json.js'])
      expect(isWorkerOrManifest(path), path).toBe(false);
  });
});

describe('the cache kind of a file', () => {
  it('keeps for a year only hashed names, revalidates the rest and never keeps pages', () => {
    expect(appCacheKindOf('index.html', true)).toBe('page');
    // A page is never kept long, even under a hashed name.
    expect(appCacheKindOf('page-BxY3z_9a.html', true)).toBe('page');
    expect(appCacheKindOf('assets/index-BxY3z_9a.js', false)).toBe('hashed');
    expect(appCacheKindOf('app.js', false)).toBe('revalidate');
    expect(appCacheKindOf('sw-3f2a1b4c.js', false)).toBe('worker');
    expect(appCacheKindOf('manifest.webmanifest', false)).toBe('worker');
    expect(APP_CACHE_CONTROL.hashed).toBe('private, max-age=31536000, immutable');
    for (const kind of ['revalidate', 'worker'] as const)
      expect(APP_CACHE_CONTROL[kind]).toBe('private, no-cache');
    expect(APP_CACHE_CONTROL.page).toBe('private, no-store');
  });
});
