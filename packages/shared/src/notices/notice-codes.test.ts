import { describe, expect, it } from 'vitest';
import { isMessageKey, translateMessage } from '../i18n/messages';
import { NOTICE_CODES, quoteOf } from './notice-codes';

describe('notice codes', () => {
  it('each has a title and a body in both languages, filled from its facts', () => {
    for (const code of NOTICE_CODES)
      for (const part of ['title', 'body'])
        expect(isMessageKey(`notice.${code}.${part}`), `notice.${code}.${part}`).toBe(true);
    expect(translateMessage('notice.owner.version_current.title', 'en', { app: 'Contador' })).toBe(
      'New version of “Contador”',
    );
  });
});

describe('the lines a notice quotes', () => {
  it('keeps the first three lines that say something, and says when it left some out', () => {
    expect(quoteOf('Modo oscuro.\n\nMás rápida.')).toBe('Modo oscuro.\nMás rápida.');
    expect(quoteOf('a\nb\nc\nd')).toBe('a\nb\nc…');
    expect(quoteOf(`${'x'.repeat(300)}`)).toBe(`${'x'.repeat(280)}…`);
  });

  it('is nothing for no text', () => {
    expect(quoteOf(null)).toBeNull();
    expect(quoteOf('   \n  ')).toBeNull();
  });
});
