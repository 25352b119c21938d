import { randomBytes } from 'node:crypto';
import { normalizeText } from '@vitrina/shared/search/search-normalizer';

/**
 * The longest slug: a hosted app's origin is `{slug}.<apps domain>`, and a DNS label holds at most
 * 63 characters, suffix included.
 */
export const SLUG_MAX = 63;
const BASE_MAX = SLUG_MAX - 7; // room for "-" and a 6-character suffix

/** A URL slug from a project name: "Editor de Fotos Pro" -> "editor-de-fotos-pro". */
export function slugify(name: string): string {
  const base = normalizeText(name).replaceAll(' ', '-').slice(0, BASE_MAX).replace(/-+$/, '');
  return base || 'app';
}

/** The slug itself when free, else the slug with a short random suffix. */
export async function uniqueSlug(name: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (!(await exists(base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await exists(candidate))) return candidate;
  }
  return `${base.slice(0, SLUG_MAX - 17).replace(/-+$/, '')}-${randomBytes(8).toString('hex')}`;
}
