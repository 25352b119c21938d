import { describe, expect, it } from 'vitest';
import { languageHref, withoutLanguage } from './language-links';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageHref', () => {
  it('names the language after the parameters the page already has', () => {
    expect(languageHref(at('/store'), 'en')).toBe('/store?lang=en');
    expect(languageHref(at('/store', '?category=GAMES&sort=price_asc'), 'en')).toBe(
      '/store?category=GAMES&sort=price_asc&lang=en',
    );
    expect(languageHref(at('/', ''), 'es')).toBe('/?lang=es');
  });

  it('replaces a language already named, and keeps the fragment', () => {
    expect(languageHref(at('/store', '?lang=en&q=foto'), 'es')).toBe('/store?q=foto&lang=es');
    expect(languageHref(at('/terms', '', '#terms-payments'), 'en')).toBe('/terms?lang=en#terms-payments');
  });

  it('keeps a search as the address wrote it, encoded once', () => {
    expect(languageHref(at('/store', '?q=juegos+%26+m%C3%A1s'), 'en')).toBe(
      '/store?q=juegos+%26+m%C3%A1s&lang=en',
    );
  });
});

describe('withoutLanguage', () => {
  it('drops the language parameter and only it', () => {
    expect(withoutLanguage(at('/store', '?lang=en'))).toBe('/store');
    expect(withoutLanguage(at('/store', '?q=foto&lang=en&page=2', '#store-item-13'))).toBe(
      '/store?q=foto&page=2#store-item-13',
    );
  });

  it('is null when the address names no language (nothing to change)', () => {
    expect(withoutLanguage(at('/store', '?q=foto'))).toBeNull();
    expect(withoutLanguage(at('/'))).toBeNull();
  });
});
