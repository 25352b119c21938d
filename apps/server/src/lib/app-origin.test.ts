import { describe, expect, it } from 'vitest';
import { appOriginOf, appOriginsAreSecure, appSlugOfHost } from './app-origin';

const local = { APPS_ORIGIN: 'http://{slug}.apps.localhost:{PORT}', PORT: 3000 };
const production = { APPS_ORIGIN: 'https://{slug}.apps.example.net', PORT: 8080 };
const prefixed = { APPS_ORIGIN: 'https://app-{slug}.Example-Apps.net:8443/', PORT: 8080 };

describe('app origins', () => {
  it('fills the pattern in: the slug, the PORT, as a browser writes an origin', () => {
    expect(appOriginOf(local, 'fotos')).toBe('http://fotos.apps.localhost:3000');
    expect(appOriginOf(local, 'Fotos-Pro')).toBe('http://fotos-pro.apps.localhost:3000');
    expect(appOriginOf(production, 'fotos')).toBe('https://fotos.apps.example.net');
    expect(appOriginOf(prefixed, 'fotos')).toBe('https://app-fotos.example-apps.net:8443');
    expect(appOriginOf({ APPS_ORIGIN: 'http://{slug}.apps.test:80', PORT: 80 }, 'a')).toBe(
      'http://a.apps.test',
    );
    expect(appOriginsAreSecure(local)).toBe(false);
    expect(appOriginsAreSecure(production)).toBe(true);
  });

  it('reads the slug back from a Host header, whatever its case, on the pattern’s port only', () => {
    expect(appSlugOfHost(local, 'fotos.apps.localhost:3000')).toBe('fotos');
    expect(appSlugOfHost(local, 'FOTOS-Pro.Apps.LocalHost:3000')).toBe('fotos-pro');
    expect(appSlugOfHost(local, 'fotos.apps.localhost:3001')).toBeNull();
    expect(appSlugOfHost(local, 'fotos.apps.localhost')).toBeNull();
    expect(appSlugOfHost(production, 'fotos.apps.example.net')).toBe('fotos');
    expect(appSlugOfHost(production, 'fotos.apps.example.net:443')).toBe('fotos');
    expect(appSlugOfHost(production, 'fotos.apps.example.net:8080')).toBeNull();
    expect(appSlugOfHost(prefixed, 'app-fotos.example-apps.net:8443')).toBe('fotos');
    expect(appSlugOfHost(prefixed, 'fotos.example-apps.net:8443')).toBeNull();
  });

  it('takes nothing else for an app host: the main site, nested names, odd slugs, junk', () => {
    for (const host of [
      undefined,
      '',
      'localhost:3000',
      'apps.localhost:3000',
      '.apps.localhost:3000',
      'a.b.apps.localhost:3000',
      '-fotos.apps.localhost:3000',
      'fotos-.apps.localhost:3000',
      'fo_tos.apps.localhost:3000',
      'fotos.apps.localhost.:3000',
      'fotos.apps.localhost.evil.net:3000',
      'evil.net/fotos.apps.localhost:3000',
      '[::1]:3000',
      'fotos.apps.localhost:3000:3000',
      `${'a'.repeat(400)}.apps.localhost:3000`,
    ])
      expect(appSlugOfHost(local, host), String(host)).toBeNull();
  });
});
