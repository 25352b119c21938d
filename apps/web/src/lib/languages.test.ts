import * as shared from '@vitrina/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, pickLanguage, SUPPORTED_LANGUAGES } from './languages';

describe('languages', () => {
  it('are the shared ones', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(shared.SUPPORTED_LANGUAGES);
    expect(FALLBACK_LANGUAGE).toBe(shared.FALLBACK_LANGUAGE);
  });

  it.each([
    undefined,
    null,
    '',
    'en',
    'EN-us',
    'es-419',
    'fr',
    'fr-FR, en;q=0.8',
    ' de ,es',
    'pt-BR,pt;q=0.9',
  ])('pickLanguage(%j) picks what the shared rule picks', (tag) => {
    expect(pickLanguage(tag)).toBe(shared.pickLanguage(tag));
  });
});
