import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Spanish is the fallback, so a key missing in English shows Spanish on an English page, and a
// placeholder missing from one language loses a figure or leaves '{{max}}' on screen.

const root = import.meta.dirname;
const files = (language: string) =>
  readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

type TTree = { [key: string]: string | TTree };

/** Every text of a translation file, by its dotted key. */
function texts(tree: TTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of texts(value, path)) found.set(leaf, text);
  }
  return found;
}

const read = (language: string, file: string) =>
  texts(JSON.parse(readFileSync(join(root, language, file), 'utf8')) as TTree);

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the Spanish and English translations', () => {
  it('have the same files', () => {
    expect(files('en')).toEqual(files('es'));
  });

  it.each(files('es'))('%s: the same keys, each with the same placeholders and some text', (file) => {
    const es = read('es', file);
    const en = read('en', file);
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [key, text] of es) {
      expect(placeholders(en.get(key)), `${file} ${key}`).toEqual(placeholders(text));
      expect(text.trim(), `${file} ${key} (es)`).not.toBe('');
      expect(en.get(key)?.trim(), `${file} ${key} (en)`).not.toBe('');
    }
  });
});
