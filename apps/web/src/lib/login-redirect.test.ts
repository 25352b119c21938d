import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutIdOf,
  peekRedirectAfterLogin,
  rememberRedirectAfterLogin,
  takeRedirectAfterLogin,
} from './login-redirect';

// The unit tests run in Node: a small in-memory sessionStorage stands in for the browser's.
beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
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
