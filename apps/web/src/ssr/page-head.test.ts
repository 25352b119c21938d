import { describe, expect, it } from 'vitest';
import { pageTitle, renderPageHead, type TPageKind } from './page-head';
import {
  head,
  i18n,
  input,
  LANGUAGES,
  ORIGIN,
  PROJECT,
  parse,
  project,
  type TLanguage,
} from './page-head.test-kit';

/** The address of a page in the page's language, as the sitemap writes it. */
const inLanguage = (address: string, language: TLanguage) =>
  language === 'en' ? `${address}${address.includes('?') ? '&' : '?'}lang=en` : address;

function expectLanguageLinks(language: TLanguage, page: TPageKind, address: string) {
  const parsed = head(language, page);
  expect(parsed.canonical).toBe(inLanguage(address, language));
  expect(parsed.one('og:url')).toBe(parsed.canonical);
  expect(parsed.alternates).toEqual({ es: address, en: inLanguage(address, 'en'), 'x-default': address });
  expect(parsed.one('og:locale')).toBe(language === 'es' ? 'es_ES' : 'en_US');
  expect(parsed.all('og:locale:alternate')).toEqual([language === 'es' ? 'en_US' : 'es_ES']);
  expect(parsed.one('og:site_name')).toBe('Vitrina');
  expect(parsed.one('og:type')).toBe('website');
  expect(parsed.one('twitter:title')).toBe(parsed.one('og:title'));
  expect(parsed.one('twitter:description')).toBe(parsed.one('description'));
  expect(parsed.one('og:description')).toBe(parsed.one('description'));
  return parsed;
}

describe.each(LANGUAGES)('the head of each public page (%s)', (language) => {
  const tx = (ns: 'common' | 'pages' | 'catalogue', key: string, values: Record<string, unknown> = {}) =>
    i18n.t(key, { ...values, ns, lng: language, interpolation: { escapeValue: false } });

  it('home: the name with what it offers, the whole site described, no image', () => {
    const parsed = expectLanguageLinks(language, { kind: 'home' }, `${ORIGIN}/`);
    expect(parsed.title).toBe(tx('pages', 'seo.home.title'));
    expect(parsed.title).toMatch(/^Vitrina — /);
    expect(parsed.one('og:title')).toBe(parsed.title);
    expect(parsed.one('description')).toBe(tx('pages', 'seo.home.description'));
    expect(parsed.one('og:image')).toBeUndefined();
    expect(parsed.one('twitter:card')).toBe('summary');
    expect(parsed.jsonLd).toBeUndefined();
    expect(parsed.one('robots')).toBeUndefined();
    expect(pageTitle(input(language, { kind: 'home' }))).toBe('Vitrina');
  });

  it('about: the about screen’s title and introduction', () => {
    const parsed = expectLanguageLinks(language, { kind: 'about' }, `${ORIGIN}/about`);
    expect(parsed.title).toBe(`${tx('pages', 'about.title')} · Vitrina`);
    expect(parsed.one('og:title')).toBe(tx('pages', 'about.title'));
    expect(parsed.one('description')).toBe(tx('pages', 'about.intro'));
  });

  it('store: its title and subtitle; a search, a category, a later page each in title and address', () => {
    const store = (query = '', category = '', page = 0): TPageKind => ({
      kind: 'store',
      query,
      category,
      page,
    });
    const plain = expectLanguageLinks(language, store(), `${ORIGIN}/store`);
    expect(plain.title).toBe(`${tx('catalogue', 'store.title')} · Vitrina`);
    expect(plain.one('description')).toBe(tx('catalogue', 'store.subtitle'));

    const search = expectLanguageLinks(
      language,
      store(' juegos & más '),
      `${ORIGIN}/store?q=juegos+%26+m%C3%A1s`,
    );
    expect(search.title).toBe(`${tx('catalogue', 'store.searchTitle', { query: 'juegos & más' })} · Vitrina`);
    expect(search.one('description')).toContain('juegos & más');

    const games = expectLanguageLinks(language, store('', 'games'), `${ORIGIN}/store?category=GAMES`);
    expect(games.title).toContain(tx('common', 'categories.GAMES'));
    expect(games.one('description')).toContain(tx('common', 'categories.GAMES'));
    const free = head(language, store('', 'FREE'));
    expect(free.title).toContain(tx('catalogue', 'store.filters.free'));

    const all = expectLanguageLinks(
      language,
      store('chess', 'GAMES', 2),
      // The third page (0-based 2), as its address names it.
      `${ORIGIN}/store?q=chess&category=GAMES&page=3`,
    );
    expect(all.title).toContain('3');
    expect(all.title).toContain('chess');
  });

  it('store: the canonical keeps only the meaningful parameters, whatever the request carried', () => {
    const parsed = head(
      language,
      { kind: 'store', query: '   ', category: 'games<script>', page: 0 },
      '/store?utm_source=x&sort=price_asc&page=0',
    );
    expect(parsed.canonical).toBe(inLanguage(`${ORIGIN}/store`, language));
    expect(parsed.alternates['x-default']).toBe(`${ORIGIN}/store`);
    expect(parsed.title).toBe(`${tx('catalogue', 'store.title')} · Vitrina`);
  });

  it('app: name, short description, image, canonical by slug, structured data', () => {
    const page: TPageKind = { kind: 'app', project: project() };
    const address = `${ORIGIN}/app/trivia-latam`;
    // Asked for by its id: the canonical still names the slug.
    const parsed = parse(renderPageHead(input(language, page, `/app/${PROJECT.id}`)));
    expect(parsed.canonical).toBe(inLanguage(address, language));
    expectLanguageLinks(language, page, address);
    expect(parsed.title).toBe('Trivia Latam · Vitrina');
    expect(parsed.one('og:title')).toBe('Trivia Latam');
    expect(parsed.one('description')).toBe(PROJECT.shortDescription);
    expect(parsed.one('og:image')).toBe(`${ORIGIN}/media/projects/abc/main.webp`);
    expect(parsed.one('twitter:image')).toBe(parsed.one('og:image'));
    expect(parsed.one('twitter:card')).toBe('summary_large_image');
    expect(parsed.one('og:image:alt')).toBe(tx('catalogue', 'detail.mainImageAlt', { name: 'Trivia Latam' }));

    const data = parsed.jsonLd;
    expect(data?.['@context']).toBe('https://schema.org');
    expect(data?.['@type']).toBe('SoftwareApplication');
    expect(data?.name).toBe('Trivia Latam');
    expect(data?.url).toBe(parsed.canonical);
    expect(data?.image).toBe(parsed.one('og:image'));
    expect(data?.applicationCategory).toBe('GameApplication');
    expect(data?.operatingSystem).toBe('Web');
    const developerUrl = inLanguage(`${ORIGIN}/developer/${PROJECT.developerId}/apps`, language);
    expect(data?.author).toEqual({ '@type': 'Person', name: 'Ana Pérez', url: developerUrl });
    expect(data?.publisher).toEqual(data?.author);
    expect(data?.offers).toEqual({
      '@type': 'Offer',
      price: '4.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: parsed.canonical,
    });
    expect(data?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      ratingCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("app: the structured data's version and date follow the current hosted build", () => {
    // Without a hosted build: the version the form gives, and no date.
    const formOnly = parse(renderPageHead(input(language, { kind: 'app', project: project() }))).jsonLd;
    expect(formOnly?.softwareVersion).toBe(PROJECT.version);
    expect(formOnly?.dateModified).toBeUndefined();
    const hosted = project({
      version: '1.0',
      hostedBuild: {
        buildId: '7d3f6a1e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
        version: '2.1.0',
        repository: 'github.com/ana/trivia',
        commitSha: 'a'.repeat(40),
        commitUrl: `https://github.com/ana/trivia/commit/${'a'.repeat(40)}`,
        publishedAt: '2026-03-02T09:30:00.000Z',
        totalBytes: 2048,
        fileCount: 3,
        appOrigin: 'https://trivia-latam.apps.example.net',
      },
    });
    const data = parse(renderPageHead(input(language, { kind: 'app', project: hosted }))).jsonLd;
    expect(data?.softwareVersion).toBe('2.1.0');
    expect(data?.dateModified).toBe('2026-03-02T09:30:00.000Z');
  });

  it('app: the SEO title and description come first; no rating until someone rated it', () => {
    const page: TPageKind = {
      kind: 'app',
      project: project({
        seoTitle: 'Trivia de Latinoamérica',
        seoDescription: 'El mejor juego de trivia.',
        totalRatings: 0,
        averageRating: 0,
        price: 0,
        category: 'WEB_DEVELOPMENT',
        mainImage: 'https://cdn.example.com/trivia.png',
      }),
    };
    const parsed = head(language, page);
    expect(parsed.title).toBe('Trivia de Latinoamérica · Vitrina');
    expect(pageTitle(input(language, page))).toBe(parsed.title);
    expect(parsed.one('description')).toBe('El mejor juego de trivia.');
    expect(parsed.one('og:image')).toBe('https://cdn.example.com/trivia.png');
    expect(parsed.jsonLd?.aggregateRating).toBeUndefined();
    expect(parsed.jsonLd?.offers).toMatchObject({ price: '0.00', priceCurrency: 'USD' });
    expect(parsed.jsonLd?.applicationCategory).toBe('DeveloperApplication');
  });

  it('app: the description’s start when nothing shorter is set, cut on a word; no image, a summary card', () => {
    const long = `${'Una app muy útil para organizar tareas '.repeat(8)}y más.`;
    const parsed = head(language, {
      kind: 'app',
      project: project({ shortDescription: ' ', description: long, mainImage: '' }),
    });
    const description = parsed.one('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(long[description.length - 1]).toBe(' '); // cut where a word ends
    expect(parsed.one('og:image')).toBeUndefined();
    expect(parsed.one('twitter:image')).toBeUndefined();
    expect(parsed.one('twitter:card')).toBe('summary');
    expect(parsed.jsonLd?.image).toBeUndefined();
  });

  it('developer: the name and the number of apps, pluralised', () => {
    const id = PROJECT.developerId;
    const developer = (name: string | null, appCount: number): TPageKind => ({
      kind: 'developer',
      developerId: id,
      name,
      appCount,
    });
    const three = expectLanguageLinks(language, developer('Ana', 3), `${ORIGIN}/developer/${id}/apps`);
    expect(three.title).toBe(`${tx('catalogue', 'developer.title', { name: 'Ana' })} · Vitrina`);
    expect(three.one('description')).toBe(
      tx('pages', 'seo.developer.description', { count: 3, name: 'Ana' }),
    );
    expect(three.one('description')).toMatch(/^3 .*Ana/);
    const one = head(language, developer('Ana', 1)).one('description') ?? '';
    expect(one).toMatch(/^1 /);
    expect(one).not.toBe(three.one('description')?.replace(/^3/, '1')); // the singular, not "1 apps"
    expect(head(language, developer('Ana', 0)).one('description')).toBe(
      tx('pages', 'seo.developer.description_zero', { name: 'Ana' }),
    );
    const unnamed = head(language, developer(null, 2));
    expect(unnamed.title).toBe(`${tx('catalogue', 'developer.titleFallback')} · Vitrina`);
    expect(unnamed.one('description')).toMatch(/^2 /);
  });

  it('not found: its title and text, not to be indexed, no addresses', () => {
    const html = renderPageHead(input(language, { kind: 'notFound' }, '/nothing-here'));
    const parsed = parse(html);
    expect(parsed.title).toBe(`${tx('common', 'notFound.title')} · Vitrina`);
    expect(parsed.one('description')).toBe(tx('common', 'notFound.text'));
    expect(parsed.one('robots')).toBe('noindex');
    expect(parsed.canonical).toBeUndefined();
    expect(parsed.alternates).toEqual({});
    expect(html).not.toContain('ld+json');
  });

  it("not found: a missing app's or developer's page says so, as its heading does", () => {
    const app = parse(renderPageHead(input(language, { kind: 'notFound', missing: 'app' }, '/app/none')));
    expect(app.title).toBe(`${tx('catalogue', 'detail.notFound.title')} · Vitrina`);
    expect(app.one('description')).toBe(tx('catalogue', 'detail.notFound.text'));
    expect(app.one('robots')).toBe('noindex');
    const developer = parse(
      renderPageHead(input(language, { kind: 'notFound', missing: 'developer' }, '/developer/x/apps')),
    );
    expect(developer.title).toBe(`${tx('catalogue', 'developer.notFound')} · Vitrina`);
    expect(developer.one('description')).toBe(tx('catalogue', 'developer.notFoundText'));
  });
});
