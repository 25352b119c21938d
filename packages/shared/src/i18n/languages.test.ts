import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, pickLanguage, resolvePageLanguage, SUPPORTED_LANGUAGES } from './languages';

describe('languages', () => {
  it('are Spanish and English, Spanish first and the fallback', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['es', 'en']);
    expect(FALLBACK_LANGUAGE).toBe('es');
  });

  it.each([
    [undefined, 'es'],
    [null, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['es-419', 'es'],
    ['fr', 'es'],
    ['fr-FR, en;q=0.8', 'en'],
    [' de ,es', 'es'],
    ['pt-BR,pt;q=0.9', 'es'],
  ])('pickLanguage(%j) is %s', (tag, expected) => {
    expect(pickLanguage(tag)).toBe(expected);
  });

  describe('the language a public page is rendered in', () => {
    it.each([
      [{ query: 'en', cookie: 'es', acceptLanguage: 'es-ES' }, 'en', 'the address names it'],
      [{ query: 'es', cookie: 'en', acceptLanguage: 'en-US' }, 'es', 'the address overrides the cookie'],
      [{ query: null, cookie: 'en', acceptLanguage: 'es-ES' }, 'en', 'the last choice (cookie)'],
      [{ query: 'fr', cookie: 'en', acceptLanguage: 'es' }, 'en', 'an unknown ?lang is ignored'],
      [{ query: null, cookie: 'xx', acceptLanguage: 'en-GB,en;q=0.9' }, 'en', 'the browser'],
      [{ query: 'EN', cookie: null, acceptLanguage: null }, 'es', 'codes are exact'],
      [{}, 'es', 'Spanish otherwise'],
    ] as const)('%o → %s (%s)', (source, expected, _why) => {
      expect(resolvePageLanguage(source)).toBe(expected);
    });
  });
});
