import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import en from '../../../locales/en/catalogue.json';
import es from '../../../locales/es/catalogue.json';
import { storeCountView, type TStoreCount } from './store-count';

beforeAll(() => {
  i18n.addResourceBundle('es', 'catalogue', es);
  i18n.addResourceBundle('en', 'catalogue', en);
});

const say = (count: TStoreCount, lng: 'es' | 'en') => {
  const view = storeCountView(count, lng);
  return i18n.t(view.key, { ...view.values, lng, ns: 'catalogue' });
};

describe("the store's count line", () => {
  it('says an exact count, singular or plural, with the digits grouped per language', () => {
    expect(say({ total: 1, capped: false, shown: 1 }, 'es')).toBe('1 aplicación');
    expect(say({ total: 95025, capped: false, shown: 12 }, 'es')).toBe('Mostrando 12 de 95.025 aplicaciones');
    expect(say({ total: 95025, capped: false, shown: 12 }, 'en')).toBe('Showing 12 of 95,025 apps');
    expect(say({ total: 1000, capped: false, shown: 1000, query: 'foto' }, 'es')).toBe(
      '1.000 resultados para «foto»',
    );
  });

  it('says "more than 1,000" when the search stopped counting', () => {
    const capped = { total: 1000, capped: true, shown: 12, query: 'app' };
    expect(say(capped, 'es')).toBe('Mostrando 12 de más de 1.000 resultados para «app»');
    expect(say(capped, 'en')).toBe('Showing 12 of more than 1,000 results for “app”');
    // Past the first 1,000 shown, still more than 1,000 in all.
    expect(say({ ...capped, shown: 1008 }, 'es')).toBe('Más de 1.000 resultados para «app»');
    expect(say({ ...capped, shown: 1008 }, 'en')).toBe('More than 1,000 results for “app”');
    expect(say({ total: 1000, capped: true, shown: 24 }, 'en')).toBe('Showing 24 of more than 1,000 apps');
  });
});
