import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, pickLanguage, SUPPORTED_LANGUAGES } from './languages';

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
});
