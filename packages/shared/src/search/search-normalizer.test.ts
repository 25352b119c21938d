import { describe, expect, it } from 'vitest';
import {
  buildSearchDocument,
  buildSearchQuery,
  matchesSearch,
  normalizeText,
  stemToken,
} from './search-normalizer';

describe('normalizeText', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalizeText('¡Aplicación de FOTOS, rápida!')).toBe('aplicacion de fotos rapida');
    expect(normalizeText('  e-commerce / tienda_online ')).toBe('e commerce tienda online');
    expect(normalizeText('Ñandú pingüino')).toBe('nandu pinguino');
  });
});

describe('stemToken', () => {
  it.each([
    ['fotos', 'foto'],
    ['imagenes', 'imagen'],
    ['aplicaciones', 'aplicacion'],
    ['usuarios', 'usuario'],
    ['colores', 'color'],
    ['luces', 'luz'],
    ['stories', 'story'],
    ['apps', 'app'],
    ['images', 'image'],
    ['status', 'status'],
    ['gas', 'gas'],
    ['2024', '2024'],
  ])('%s -> %s', (word, stem) => {
    expect(stemToken(word)).toBe(stem);
  });
});

describe('matchesSearch (Spanish and English examples)', () => {
  it('finds Fotos for foto and foto for Fotos', () => {
    expect(matchesSearch('foto', 'Editor de Fotos')).toBe(true);
    expect(matchesSearch('FOTOS', 'Tu foto perfecta')).toBe(true);
  });
  it('finds imagen for any word of the photo group', () => {
    for (const query of ['photo', 'fotografía', 'picture', 'image', 'Fotos']) {
      expect(matchesSearch(query, 'Compresor de imágenes')).toBe(true);
    }
  });
  it('finds aplicación for aplicacion and aplicaciones', () => {
    expect(matchesSearch('aplicacion', 'Una aplicación sencilla')).toBe(true);
    expect(matchesSearch('aplicaciones', 'Una aplicación sencilla')).toBe(true);
  });
  it('applies the other synonym groups', () => {
    expect(matchesSearch('enviar', 'Send invoices by e-mail')).toBe(true);
    expect(matchesSearch('archivo', 'Gestor de ficheros')).toBe(true);
    expect(matchesSearch('upload', 'Subir documentos')).toBe(true);
    expect(matchesSearch('descargar', 'Fast downloads')).toBe(true);
    expect(matchesSearch('usuarios', 'User manager')).toBe(true);
    expect(matchesSearch('documents', 'Firma de documentos')).toBe(true);
  });
  it('matches word prefixes and needs every word', () => {
    expect(matchesSearch('calc', 'Calculadora científica')).toBe(true);
    expect(matchesSearch('calculadora juegos', 'Calculadora científica')).toBe(false);
    expect(matchesSearch('juego', 'Juegos de mesa')).toBe(true);
  });
  it('matches nothing for an empty or punctuation-only query', () => {
    expect(matchesSearch('   ', 'Todo')).toBe(false);
    expect(matchesSearch('¿¡!?', 'Todo')).toBe(false);
    expect(buildSearchQuery(' -- ')).toEqual([]);
  });
});

describe('buildSearchDocument', () => {
  it('stores unique singular tokens only', () => {
    expect(buildSearchDocument('Fotos y más fotos', 'Galería')).toBe('foto y mas galeria');
  });
});
