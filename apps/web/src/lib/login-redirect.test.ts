import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutIdOf,
  loginHref,
  nextPathOf,
  peekRedirectAfterLogin,
  rememberRedirectAfterLogin,
  takeRedirectAfterLogin,
} from './login-redirect';

// The unit tests run in Node: a small in-memory sessionStorage stands in for the browser's.
let address = '';
beforeEach(() => {
  const items = new Map<string, string>();
  address = '';
  vi.stubGlobal('window', {
    get location() {
      return { search: address };
    },
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkoutIdOf', () => {
  it('finds the app of a checkout path, decoded', () => {
    expect(checkoutIdOf('/checkout/firma-de-documentos')).toBe('firma-de-documentos');
    expect(checkoutIdOf('/checkout/caf%C3%A9/')).toBe('café');
    expect(checkoutIdOf('/checkout/abc?from=app#top')).toBe('abc');
  });

  it('is null for any other path', () => {
    for (const path of [
      null,
      '',
      '/',
      '/checkout',
      '/checkout/',
      '/checkout/a/b',
      '/app/abc',
      '/checkout/%E0%A4%A',
    ])
      expect(checkoutIdOf(path)).toBeNull();
  });
});

describe('peekRedirectAfterLogin', () => {
  it('reads the remembered path without taking it', () => {
    expect(peekRedirectAfterLogin()).toBeNull();
    rememberRedirectAfterLogin('/checkout/abc');
    expect(peekRedirectAfterLogin()).toBe('/checkout/abc');
    expect(takeRedirectAfterLogin()).toBe('/checkout/abc');
    expect(peekRedirectAfterLogin()).toBeNull();
  });
});

describe('loginHref / nextPathOf', () => {
  it('names the path to come back to, readably, and reads it back', () => {
    expect(loginHref('/app/control-de-gastos')).toBe('/login?next=/app/control-de-gastos');
    expect(loginHref('/checkout/caf%C3%A9')).toBe('/login?next=/checkout/caf%25C3%25A9');
    expect(nextPathOf('?next=/checkout/caf%25C3%25A9')).toBe('/checkout/caf%C3%A9');
    const withQuery = loginHref('/store?q=a&b#x');
    expect(withQuery).toBe('/login?next=/store%3Fq%3Da%26b%23x');
    expect(nextPathOf(withQuery.slice('/login'.length))).toBe('/store?q=a&b#x');
  });

  it('names nothing that would lead off the site, nor back to a sign-in page', () => {
    for (const path of [
      'https://elsewhere.example/x',
      '//elsewhere.example',
      '/\\elsewhere',
      '/login',
      '/register?x=1',
    ])
      expect(loginHref(path)).toBe('/login');
    for (const search of [
      '?next=https://elsewhere.example',
      '?next=//elsewhere.example',
      '?next=/login',
      '',
      '?next=',
    ])
      expect(nextPathOf(search)).toBeNull();
  });
});

describe('the sign-in page reached by such a link', () => {
  it('keeps the path its address names, so registering first still comes back', () => {
    address = '?next=/app/control-de-gastos';
    expect(peekRedirectAfterLogin()).toBe('/app/control-de-gastos');
    // On to /register: the address no longer names it, the path is still remembered.
    address = '';
    expect(takeRedirectAfterLogin()).toBe('/app/control-de-gastos');
    expect(takeRedirectAfterLogin()).toBe('/');
  });

  it('ignores a path it must not follow', () => {
    address = '?next=https://elsewhere.example/';
    expect(takeRedirectAfterLogin('/store')).toBe('/store');
  });
});
