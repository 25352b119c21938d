import { describe, expect, it } from 'vitest';
import { messages, pickLanguage, translateMessage } from './messages';

describe('messages', () => {
  it('has the same keys in Spanish and English, none empty', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.es).sort());
    for (const lang of ['es', 'en'] as const) {
      for (const text of Object.values(messages[lang])) expect(text.trim()).not.toBe('');
    }
  });
  it('picks the language from a tag or header, Spanish otherwise', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-FR,es;q=0.5')).toBe('es');
    expect(pickLanguage('de')).toBe('es');
    expect(pickLanguage(undefined)).toBe('es');
  });
  it('translates keys, fills placeholders and returns unknown keys unchanged', () => {
    expect(translateMessage('validation.passwordMin', 'es')).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(translateMessage('error.validationDetails', 'en', { details: 'x' })).toBe(
      'Specific validation errors: x',
    );
    expect(translateMessage('not.a.key', 'en')).toBe('not.a.key');
  });
});
