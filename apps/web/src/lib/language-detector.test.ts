import { describe, expect, it } from 'vitest';
import { detectLanguages, isSafeLanguageCode } from './language-detector';

describe('detectLanguages', () => {
  it('puts the stored choice first, then the browser languages', () => {
    expect(detectLanguages('en', { languages: ['es-ES', 'fr'], language: 'es-ES' })).toEqual([
      'en',
      'es-ES',
      'fr',
      'es-ES',
    ]);
  });

  it('uses the browser languages when nothing is stored', () => {
    expect(detectLanguages(null, { language: 'en-US' })).toEqual(['en-US']);
    expect(detectLanguages('', { userLanguage: 'es' })).toEqual(['es']);
    expect(detectLanguages(null, undefined)).toEqual([]);
  });

  it('drops codes i18next would refuse', () => {
    expect(detectLanguages('<b>x</b>', { languages: ['en', '__proto__', 'a..b'] })).toEqual(['en']);
    expect(isSafeLanguageCode('sr@latin')).toBe(true);
    expect(isSafeLanguageCode('en_US')).toBe(true);
    expect(isSafeLanguageCode('" onmouseover="x()')).toBe(false);
  });
});
