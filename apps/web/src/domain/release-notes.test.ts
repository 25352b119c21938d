import { describe, expect, it } from 'vitest';
import { notesExcerpt, notesLineParts, notesLines } from './release-notes';

describe('release notes shown as text with links', () => {
  it('turns http and https addresses into links, and keeps the rest as text', () => {
    expect(notesLineParts('Detalles en https://ejemplo.net/notas y http://otro.org.')).toEqual([
      { kind: 'text', text: 'Detalles en ' },
      { kind: 'link', text: 'https://ejemplo.net/notas', href: 'https://ejemplo.net/notas' },
      { kind: 'text', text: ' y ' },
      { kind: 'link', text: 'http://otro.org', href: 'http://otro.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a closing bracket or punctuation out of the address, unless the address opened it', () => {
    expect(notesLineParts('(ver https://ejemplo.net/a).')).toEqual([
      { kind: 'text', text: '(ver ' },
      { kind: 'link', text: 'https://ejemplo.net/a', href: 'https://ejemplo.net/a' },
      { kind: 'text', text: ').' },
    ]);
    expect(notesLineParts('https://es.wikipedia.org/wiki/Caché_(informática)')[0]).toMatchObject({
      kind: 'link',
      text: 'https://es.wikipedia.org/wiki/Caché_(informática)',
    });
  });

  it('never makes a link of another scheme, nor reads HTML or Markdown', () => {
    for (const line of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="javascript:alert(1)">clic</a>',
      '[clic](javascript:alert(1))',
      'vbscript:msgbox(1)',
      'ftp://ejemplo.net/archivo',
    ])
      expect(
        notesLineParts(line).every((part) => part.kind === 'text'),
        line,
      ).toBe(true);
    // Markup around an address stays text; only the address is a link.
    expect(notesLineParts('<b>https://ejemplo.net</b>')).toEqual([
      { kind: 'text', text: '<b>' },
      { kind: 'link', text: 'https://ejemplo.net', href: 'https://ejemplo.net/' },
      { kind: 'text', text: '</b>' },
    ]);
  });

  it('keeps each line, blank ones too', () => {
    expect(notesLines('Uno\r\n\r\nDos')).toEqual([
      [{ kind: 'text', text: 'Uno' }],
      [],
      [{ kind: 'text', text: 'Dos' }],
    ]);
  });

  it('gives a short look at long notes, cut at a word', () => {
    expect(notesExcerpt('Corto.\nY claro.', 40)).toBe('Corto. Y claro.');
    const excerpt = notesExcerpt('Mejoras en el guardado automático de las partidas y en el menú', 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt).toBe('Mejoras en el guardado automático de…');
  });
});
