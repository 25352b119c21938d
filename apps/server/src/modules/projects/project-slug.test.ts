import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugify, uniqueSlug } from './project-slug';

/** Slugs name hosted apps' origins too, so each must fit one DNS label (63 characters). */
describe('project slugs', () => {
  const longName = `${'Planificador de menús semanales para familias numerosas '.repeat(2)}y más`;

  it('reads like the name, without accents, spaces or trailing dashes', () => {
    expect(slugify('Editor de Fotos Pro')).toBe('editor-de-fotos-pro');
    expect(slugify('Cámara Ñandú')).toBe('camara-nandu');
    expect(slugify('¡¿?!')).toBe('app');
  });

  it('fits one DNS label whatever the name, with or without a suffix', async () => {
    const free = await uniqueSlug(longName, async () => false);
    expect(free.length).toBeLessThanOrEqual(SLUG_MAX - 7);
    expect(free).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const taken = new Set([free]);
    const suffixed = await uniqueSlug(longName, async (slug) => taken.has(slug));
    expect(suffixed).toMatch(new RegExp(`^${free}-[0-9a-f]{6}$`));
    expect(suffixed.length).toBeLessThanOrEqual(SLUG_MAX);
    const last = await uniqueSlug(longName, async (slug) => slug.length < 70 && slug !== 'x');
    expect(last.length).toBeLessThanOrEqual(SLUG_MAX);
  });
});
