import { type TProject, ZProject } from '@vitrina/shared/projects/project.responses';
import i18next, { type i18n as TI18n } from 'i18next';
import enCatalogue from '../locales/en/catalogue.json';
import enCommon from '../locales/en/common.json';
import enPages from '../locales/en/pages.json';
import esCatalogue from '../locales/es/catalogue.json';
import esCommon from '../locales/es/common.json';
import esPages from '../locales/es/pages.json';
import { renderPageHead, type TPageHeadInput, type TPageKind } from './page-head';

// What the page-head tests share: the real texts in a real i18next instance, a project as the API
// returns it, and the head read back into its parts.

export const ORIGIN = 'https://vitrina.app';
export type TLanguage = 'es' | 'en';
export const LANGUAGES: TLanguage[] = ['es', 'en'];
const texts = {
  es: { common: esCommon, pages: esPages, catalogue: esCatalogue },
  en: { common: enCommon, pages: enPages, catalogue: enCatalogue },
};

// A real instance with i18next's defaults (escapeValue on): the head must not escape twice.
export const i18n: TI18n = i18next.createInstance();
await i18n.init({
  resources: texts,
  lng: 'es',
  fallbackLng: 'es',
  ns: ['common', 'pages', 'catalogue'],
  defaultNS: 'common',
});

export const PROJECT: TProject = ZProject.parse({
  id: '7d0c5d36-1a0e-4c5e-9a55-0b7f4f0c1a11',
  slug: 'trivia-latam',
  name: 'Trivia Latam',
  title: 'Trivia Latam',
  description: 'Preguntas y respuestas sobre América Latina para jugar con amigos.',
  shortDescription: 'Un juego de preguntas sobre América Latina.',
  version: '1.2.0',
  price: 4.5,
  payWhatYouWant: false,
  suggestedPrice: null,
  sale: null,
  currency: 'USD',
  originalPrice: 4.5,
  mainImage: '/media/projects/abc/main.webp',
  screenshots: [],
  videoUrl: null,
  category: 'GAMES',
  tags: [],
  keywords: [],
  targetAudience: '',
  demoUrl: null,
  hasAccess: false,
  documentationUrl: null,
  sourceCodeUrl: 'https://github.com/ana/trivia',
  supportEmail: 'ana@example.com',
  privacyPolicyUrl: null,
  termsOfServiceUrl: null,
  license: null,
  isOpenSource: false,
  allowTrialVersion: false,
  isFeatured: false,
  enableCommissions: true,
  customCommissionRate: 0.1,
  seoTitle: null,
  seoDescription: null,
  status: 'PUBLISHED',
  observations: null,
  observationsCode: null,
  publishedDate: '2025-01-10T00:00:00.000Z',
  lastUpdated: '2025-02-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  views: 10,
  totalSales: 3,
  totalRevenue: 13.5,
  totalDownloads: 0,
  downloadCount: 0,
  rating: 4.25,
  averageRating: 4.25,
  totalReviews: 4,
  totalRatings: 4,
  ratingsBreakdown: { rating1: 0, rating2: 0, rating3: 1, rating4: 1, rating5: 2 },
  developerId: '0f6a3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b',
  developerName: 'Ana Pérez',
  developerIsInternal: false,
  userobservations: [],
  comments: [],
  features: [],
  compatibility: [],
  technologies: [],
  size: null,
  hostedBuild: null,
});
export const project = (changes: Partial<TProject> = {}): TProject => ({ ...PROJECT, ...changes });

export const input = (language: TLanguage, page: TPageKind, pathname = '/'): TPageHeadInput => {
  return { origin: ORIGIN, language, pathname, page, t: i18n.getFixedT(language) };
};

/** The head parsed back: title, metas by name/property, links, JSON-LD. */
export function parse(html: string) {
  const decode = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const meta = new Map<string, string[]>();
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    const key = decode(match[1] ?? '');
    meta.set(key, [...(meta.get(key) ?? []), decode(match[2] ?? '')]);
  }
  const alternates: Record<string, string> = {};
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)) {
    alternates[match[1] ?? ''] = decode(match[2] ?? '');
  }
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    one: (key: string) => meta.get(key)?.[0],
    all: (key: string) => meta.get(key) ?? [],
    canonical: canonical === undefined ? undefined : decode(canonical),
    alternates,
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

export const head = (language: TLanguage, page: TPageKind, pathname?: string) =>
  parse(renderPageHead(input(language, page, pathname)));
