import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import en from '../../../locales/en/builds.json';
import es from '../../../locales/es/builds.json';
import { buildStateOf, pollIntervalOf, progressViewOf, type TBuildState } from './build-status';

beforeAll(() => {
  i18n.addResourceBundle('es', 'builds', es);
  i18n.addResourceBundle('en', 'builds', en);
});

const say = (view: { key: string; values: Record<string, string | number> }, lng: string) =>
  i18n.t(view.key, { ...view.values, lng, ns: 'builds' });

describe('a build’s state', () => {
  it('follows the import, then the review', () => {
    const cases: Array<[Parameters<typeof buildStateOf>[0], TBuildState, string]> = [
      [{ status: 'QUEUED', review: null }, 'queued', 'En cola'],
      [{ status: 'IMPORTING', review: null }, 'importing', 'Importando'],
      [{ status: 'READY', review: 'PENDING' }, 'inReview', 'Lista, en revisión'],
      [{ status: 'READY', review: null }, 'inReview', 'Lista, en revisión'],
      [{ status: 'READY', review: 'APPROVED' }, 'approved', 'Aprobada'],
      [{ status: 'READY', review: 'REJECTED' }, 'rejected', 'Rechazada'],
      [{ status: 'FAILED', review: null }, 'failed', 'Fallida'],
      [{ status: 'READY', review: 'APPROVED', withdrawnAt: '2026-03-01T10:00:00Z' }, 'withdrawn', 'Retirada'],
    ];
    for (const [build, state, spanish] of cases) {
      expect(buildStateOf(build)).toBe(state);
      expect(i18n.t(`status.${state}`, { lng: 'es', ns: 'builds' })).toBe(spanish);
      expect(i18n.t(`status.${state}`, { lng: 'en', ns: 'builds' })).not.toBe(`status.${state}`);
    }
  });

  it('is asked for every second only while an import is open', () => {
    expect(pollIntervalOf([{ status: 'READY' }, { status: 'IMPORTING' }])).toBe(1000);
    expect(pollIntervalOf([{ status: 'QUEUED' }])).toBe(1000);
    expect(pollIntervalOf([{ status: 'READY' }, { status: 'FAILED' }])).toBe(false);
    expect(pollIntervalOf([])).toBe(false);
    expect(pollIntervalOf(undefined)).toBe(false);
  });
});

describe('the progress of an import', () => {
  it('waits without a bar’s end', () => {
    const view = progressViewOf({ phase: 'waiting', done: 0, total: null }, 'es');
    expect(view.fraction).toBeNull();
    expect(say(view, 'es')).toBe('Esperando turno…');
  });

  it('counts what was downloaded, out of the total when it is known', () => {
    const MB = 1024 * 1024;
    const known = progressViewOf({ phase: 'downloading', done: 3.4 * MB, total: 12 * MB }, 'es');
    expect(say(known, 'es')).toBe('Descargando 3,4 MB de 12 MB…');
    expect(known.fraction).toBeCloseTo(3.4 / 12);
    const unknown = progressViewOf({ phase: 'downloading', done: 2.5 * MB, total: null }, 'en');
    expect(say(unknown, 'en')).toBe('Downloading 2.5 MB…');
    expect(unknown.fraction).toBeNull();
    expect(say(progressViewOf({ phase: 'downloading', done: 300 * 1024, total: null }, 'es'), 'es')).toBe(
      'Descargando 300 KB…',
    );
  });

  it('counts files unpacked, and files stored out of all of them', () => {
    expect(say(progressViewOf({ phase: 'unpacking', done: 120, total: null }, 'es'), 'es')).toBe(
      'Descomprimiendo 120 archivos…',
    );
    expect(say(progressViewOf({ phase: 'storing', done: 1500, total: 1800 }, 'es'), 'es')).toBe(
      'Guardando 1.500 de 1.800 archivos…',
    );
    expect(say(progressViewOf({ phase: 'storing', done: 1500, total: 1800 }, 'en'), 'en')).toBe(
      'Storing 1,500 of 1,800 files…',
    );
    const storing = progressViewOf({ phase: 'storing', done: 40, total: 120 }, 'es');
    expect(say(storing, 'es')).toBe('Guardando 40 de 120 archivos…');
    expect(storing.fraction).toBeCloseTo(1 / 3);
    expect(say(progressViewOf({ phase: 'storing', done: 1, total: 1 }, 'en'), 'en')).toBe(
      'Storing 1 of 1 file…',
    );
  });

  it('never draws past either end of the bar', () => {
    expect(progressViewOf({ phase: 'storing', done: 150, total: 120 }, 'es').fraction).toBe(1);
    expect(progressViewOf({ phase: 'storing', done: 5, total: 0 }, 'es').fraction).toBeNull();
    expect(progressViewOf({ phase: 'done', done: 0, total: null }, 'es').fraction).toBe(1);
  });
});
