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

describe('message keys used in code', () => {
  it('every key a shared schema uses exists in the dictionary', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { isMessageKey } = await import('./messages');
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('dictionaries'),
    );
    const used = files.flatMap((f) =>
      [
        ...readFileSync(join(root, f), 'utf8').matchAll(
          /'((?:validation|project|auth|error|github)\.[a-zA-Z]+)'/g,
        ),
      ].map((m) => m[1] as string),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !isMessageKey(key))).toEqual([]);
  });
});
