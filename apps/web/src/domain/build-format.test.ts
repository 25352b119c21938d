import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { formatBuildDate, shortSha } from './build-display';
import { buildFailureText, buildFilesText } from './build-format';

beforeAll(() => {
  i18n.addResourceBundle('en', 'common', enCommon);
  i18n.addResourceBundle('es', 'common', esCommon);
});

/** The text a keyed text reads as, in one language. */
const read = ({ key, values }: { key: string; values: Record<string, string | number> }, lng: string) =>
  i18n.t(key, { ...values, lng });

describe('a build in figures', () => {
  it('quotes a commit by its first seven characters', () => {
    expect(shortSha('abc1234def5678abc1234def5678abc1234def56')).toBe('abc1234');
    expect(shortSha(null)).toBeNull();
    expect(shortSha('  ')).toBeNull();
  });

  it('counts files and writes their size in the reader’s language', () => {
    const build = { fileCount: 42, totalBytes: 1.25 * 1024 * 1024 };
    expect(read(buildFilesText(build, 'es'), 'es')).toBe('42 archivos · 1,3 MB');
    expect(read(buildFilesText(build, 'en'), 'en')).toBe('42 files · 1.3 MB');
    expect(read(buildFilesText({ fileCount: 1, totalBytes: 900 }, 'en'), 'en')).toBe('1 file · 900 B');
  });

  it('dates a build, and says nothing false about an unreadable date', () => {
    expect(formatBuildDate('2026-03-12T14:05:00Z', 'es', false)).toMatch(/12 mar 2026/);
    expect(formatBuildDate('2026-03-12T14:05:00Z', 'en', false)).toMatch(/Mar 12, 2026/);
    expect(formatBuildDate(null, 'es')).toBe('—');
    expect(formatBuildDate('not a date', 'es')).toBe('—');
  });
});

describe('why an import failed', () => {
  it('is told in the reader’s language with what it names', () => {
    const failure = { code: 'NO_INDEX_HTML' as const, params: { folder: 'dist' } };
    expect(buildFailureText(failure, 'es')).toBe('No hay un index.html en la raíz de la carpeta «dist».');
    expect(buildFailureText(failure, 'en')).toBe('There is no index.html at the root of the folder "dist".');
    expect(buildFailureText({ code: 'FILE_TOO_LARGE', params: { path: 'big.bin', limitMb: 25 } }, 'es')).toBe(
      'El archivo big.bin ocupa más de 25 MB.',
    );
  });
});
