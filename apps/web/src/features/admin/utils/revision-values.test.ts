import { describe, expect, it } from 'vitest';
import { shownValue } from './revision-values';

describe('a changed field, side by side', () => {
  it('marks the list items a change drops on the live side and brings on the proposed side', () => {
    const before = ['fotos', 'editor'];
    const after = ['fotos', 'filtros', 'retoque'];
    expect(shownValue('tags', before, 'before', after)).toEqual({
      kind: 'list',
      items: [
        { value: 'fotos', mark: 'kept' },
        { value: 'editor', mark: 'removed' },
      ],
    });
    expect(shownValue('tags', after, 'after', before)).toEqual({
      kind: 'list',
      items: [
        { value: 'fotos', mark: 'kept' },
        { value: 'filtros', mark: 'added' },
        { value: 'retoque', mark: 'added' },
      ],
    });
  });

  it('shows nothing for a missing value or an empty list', () => {
    expect(shownValue('documentationUrl', null, 'before', 'https://docs.example.net')).toEqual({
      kind: 'empty',
    });
    expect(shownValue('screenshots', [], 'before', ['https://cdn.example.net/1.png'])).toEqual({
      kind: 'empty',
    });
    expect(shownValue('license', '', 'after', 'MIT')).toEqual({ kind: 'empty' });
  });

  it('reads prices as money, flags as yes or no, a category by its label, addresses as links', () => {
    expect(shownValue('price', 12.5, 'after', 9.99)).toEqual({ kind: 'money', amount: 12.5 });
    expect(shownValue('isOpenSource', true, 'after', false)).toEqual({ kind: 'yesNo', value: true });
    expect(shownValue('category', 'GAMES', 'after', 'EDUCATION')).toEqual({
      kind: 'category',
      value: 'GAMES',
    });
    expect(shownValue('demoUrl', 'https://app.example.net', 'after', null)).toEqual({
      kind: 'link',
      href: 'https://app.example.net',
    });
    expect(shownValue('mainImage', '/media/demo/portada.svg', 'before', null)).toEqual({
      kind: 'link',
      href: '/media/demo/portada.svg',
    });
    expect(shownValue('name', 'Agenda Escolar', 'before', 'Agenda Escolar Pro')).toEqual({
      kind: 'text',
      text: 'Agenda Escolar',
    });
  });
});
