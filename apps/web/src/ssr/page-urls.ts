import { PROJECT_LIST_LIMITS } from '@vitrina/shared/projects/project-limits';
import { isHttpUrl } from '@vitrina/shared/projects/project-urls';
import { appPath, developerAppsPath } from '../features/catalogue/utils/app-path';
import { LEGAL_PATHS } from '../lib/legal-pages';
import type { TPageKind } from './page-head-types';

/**
 * The product's languages as its pages are addressed: Spanish with no parameter, English with
 * lang=en, the same as the sitemap (apps/server, sitemap-xml.ts: SITEMAP_LANGUAGES), whose
 * hreflang alternates these pages' must agree with.
 */
export const LANGUAGE_VERSIONS = [
  { hreflang: 'es', query: '', ogLocale: 'es_ES' },
  { hreflang: 'en', query: 'lang=en', ogLocale: 'en_US' },
] as const;

export type THeadLanguage = (typeof LANGUAGE_VERSIONS)[number]['hreflang'];

/** A page's address in a language: its language parameter added after any others. */
export function inLanguage(address: string, language: THeadLanguage): string {
  const query = LANGUAGE_VERSIONS.find((version) => version.hreflang === language)?.query ?? '';
  if (!query) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${query}`;
}

// Category values are upper-case words (CATEGORIES, 'FREE'), as the store reads them (store-filters.ts).
const CATEGORY_PATTERN = new RegExp(`^[A-Z_]{1,${PROJECT_LIST_LIMITS.categoryMax}}$`);

/** The store's state that changes what it lists: the search, the category and the page (0-based). */
export type TStoreView = { q: string; category: string; page: number };

/** The store's parameters as they count: a blank search, a malformed category or page 0 are none. */
export function storeView(page: { query: string; category: string; page: number }): TStoreView {
  const category = page.category.trim().toUpperCase();
  return {
    q: page.query.trim().slice(0, PROJECT_LIST_LIMITS.searchMax),
    category: CATEGORY_PATTERN.test(category) ? category : '',
    page: Number.isSafeInteger(page.page) && page.page > 0 ? page.page : 0,
  };
}

/**
 * The store's address for a view: q, category and page (1-based, as the address writes it: the
 * view's 0-based page 1 is `page=2`), in that order, and nothing else.
 */
export function storePath(view: TStoreView): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.category) params.set('category', view.category);
  if (view.page > 0) params.set('page', String(view.page + 1));
  const query = params.toString();
  return query ? `/store?${query}` : '/store';
}

/**
 * The path (with its query) a page is known by, whatever address it was asked at: an app by its
 * slug, the store by its meaningful parameters only. Null for a page not to be indexed.
 */
export function canonicalPath(page: TPageKind): string | null {
  switch (page.kind) {
    case 'home':
      return '/';
    case 'about':
      return '/about';
    case 'store':
      return storePath(storeView(page));
    case 'app':
      return appPath(page.project);
    case 'developer':
      return developerAppsPath(page.developerId);
    case 'legal':
      return LEGAL_PATHS[page.page];
    case 'unsubscribe':
    case 'notFound':
      return null;
  }
}

/** An image's absolute address: a path this site serves gets the origin; null when unusable. */
export function absoluteImageUrl(origin: string, image: string | null | undefined): string | null {
  const value = image?.trim() ?? '';
  if (isHttpUrl(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return null;
}
