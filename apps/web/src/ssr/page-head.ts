import { PAYMENT_LIMITS } from '@vitrina/shared/payments/payment.schemas';
import { FREE_FILTER, isCategory } from '@vitrina/shared/projects/categories';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { TFunction } from 'i18next';
import { developerAppsPath } from '../features/catalogue/utils/app-path';
import { appStructuredData } from './app-structured-data';
import { jsonLdScript, linkTag, metaName, metaProperty, titleTag, trimDescription } from './head-html';
import type { TPageHeadInput } from './page-head-types';
import {
  absoluteImageUrl,
  canonicalPath,
  inLanguage,
  LANGUAGE_VERSIONS,
  storeView,
  type TStoreView,
} from './page-urls';

export type { TPageHeadInput, TPageKind } from './page-head-types';

/**
 * The <head> of the public pages as the server renders them: title, description, canonical
 * address and its language versions, link previews (Open Graph, Twitter) and, on an app's page,
 * its schema.org description. Pure: everything comes in through TPageHeadInput.
 */

const SITE_NAME = 'Vitrina';

type TNamespace = 'common' | 'pages' | 'catalogue' | 'notices' | 'legal';

/** A text in the page's language. Values go in raw (escapeValue off): the head escapes once, itself. */
function text(t: TFunction, ns: TNamespace, key: string, values: Record<string, unknown> = {}): string {
  return String(t(key, { ...values, ns, interpolation: { escapeValue: false } }));
}

/** The store's filter as its row names it: a category's label, 'Gratuitas', or the raw value. */
function categoryLabel(t: TFunction, category: string): string {
  if (category === FREE_FILTER) return text(t, 'catalogue', 'store.filters.free');
  return isCategory(category) ? text(t, 'common', `categories.${category}`) : category;
}

/** The store's own heading for a view: its search, else its category, then the page after the first. */
function storeName(t: TFunction, view: TStoreView): string {
  const name = view.q
    ? text(t, 'catalogue', 'store.searchTitle', { query: view.q })
    : view.category
      ? text(t, 'pages', 'seo.store.categoryTitle', { category: categoryLabel(t, view.category) })
      : text(t, 'catalogue', 'store.title');
  return view.page > 0 ? text(t, 'pages', 'seo.store.paged', { title: name, page: view.page + 1 }) : name;
}

/** What the app's page is called: the developer's SEO title when set, else the app's name. */
const appName = (project: TProject) => project.seoTitle?.trim() || project.name;

/** The page's own name, without the site's; null on the home page. */
function pageName({ page, t }: TPageHeadInput): string | null {
  switch (page.kind) {
    case 'home':
      return null;
    case 'about':
      return text(t, 'pages', 'about.title');
    case 'store':
      return storeName(t, storeView(page));
    case 'app':
      return appName(page.project);
    case 'developer':
      return page.name
        ? text(t, 'catalogue', 'developer.title', { name: page.name })
        : text(t, 'catalogue', 'developer.titleFallback');
    case 'legal':
      return text(t, 'legal', `${page.page}.title`);
    case 'unsubscribe':
      return text(t, 'notices', 'unsubscribe.title');
    case 'notFound':
      // The same heading as the page's: an app's or a developer's own when that is what is missing.
      return notFoundText(t, page.missing, 'title');
  }
}

/** The not-found page's heading and text, by what is missing (the page's own keys). */
const NOT_FOUND_TEXTS = {
  app: { namespace: 'catalogue', title: 'detail.notFound.title', text: 'detail.notFound.text' },
  developer: { namespace: 'catalogue', title: 'developer.notFound', text: 'developer.notFoundText' },
  page: { namespace: 'common', title: 'notFound.title', text: 'notFound.text' },
} as const;

function notFoundText(
  t: TFunction,
  missing: 'app' | 'developer' | undefined,
  part: 'title' | 'text',
): string {
  const texts = NOT_FOUND_TEXTS[missing ?? 'page'];
  return text(t, texts.namespace, texts[part]);
}

/** The tab title alone ("<page> · Vitrina", or "Vitrina" on the home page), as useDocumentTitle sets it. */
export function pageTitle(input: TPageHeadInput): string {
  const name = pageName(input);
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}

function storeDescription(t: TFunction, view: TStoreView): string {
  if (view.q) return text(t, 'pages', 'seo.store.searchDescription', { query: view.q });
  if (view.category === FREE_FILTER) return text(t, 'pages', 'seo.store.freeDescription');
  if (view.category) {
    return text(t, 'pages', 'seo.store.categoryDescription', { category: categoryLabel(t, view.category) });
  }
  return text(t, 'catalogue', 'store.subtitle');
}

/** The app's own words: its SEO description, else its short description, else its description. */
function appDescription(t: TFunction, project: TProject): string {
  for (const candidate of [project.seoDescription, project.shortDescription, project.description]) {
    if (candidate?.trim()) return candidate;
  }
  return text(t, 'pages', 'seo.app.descriptionFallback', { name: project.name });
}

/** The page's description, at most DESCRIPTION_MAX characters. */
function pageDescription({ page, t }: TPageHeadInput): string {
  switch (page.kind) {
    case 'home':
      return trimDescription(text(t, 'pages', 'seo.home.description'));
    case 'about':
      return trimDescription(text(t, 'pages', 'about.intro'));
    case 'store':
      return trimDescription(storeDescription(t, storeView(page)));
    case 'app':
      return trimDescription(appDescription(t, page.project));
    case 'developer': {
      const count = Math.max(0, Math.trunc(page.appCount) || 0);
      const key = page.name ? 'seo.developer.description' : 'seo.developer.descriptionUnnamed';
      return trimDescription(text(t, 'pages', key, { count, name: page.name ?? '' }));
    }
    case 'legal':
      // Its introduction, with the figure it names (the refund window).
      return trimDescription(text(t, 'legal', `${page.page}.intro`, { days: PAYMENT_LIMITS.refundDays }));
    case 'unsubscribe':
      return trimDescription(text(t, 'notices', 'unsubscribe.question'));
    case 'notFound':
      return trimDescription(notFoundText(t, page.missing, 'text'));
  }
}

/**
 * The page's preview image (absolute) and its alternative text. Only an app's page has one: the
 * site's own image is its SVG icon, which link previews do not show, so the other pages have none.
 */
function pageImage({ page, t }: TPageHeadInput, origin: string) {
  if (page.kind !== 'app') return null;
  const url = absoluteImageUrl(origin, page.project.mainImage);
  return url ? { url, alt: text(t, 'catalogue', 'detail.mainImageAlt', { name: page.project.name }) } : null;
}

/** The HTML to put inside <head> (after charset/viewport), every value escaped. */
export function renderPageHead(input: TPageHeadInput): string {
  const { page, language } = input;
  const origin = input.origin.replace(/\/+$/, '');
  const description = pageDescription(input);
  if (page.kind === 'notFound' || page.kind === 'unsubscribe') {
    // Nothing to index or share: a title, a description and the request not to index it.
    return [
      titleTag(pageTitle(input)),
      metaName('description', description),
      metaName('robots', 'noindex'),
    ].join('\n');
  }

  const path = canonicalPath(page) ?? '/';
  const address = `${origin}${path}`;
  const canonical = inLanguage(address, language);
  // The home page's title is also its search result's heading: the name with what it offers.
  const title = page.kind === 'home' ? text(input.t, 'pages', 'seo.home.title') : pageTitle(input);
  const shareTitle = pageName(input) ?? title;
  const image = pageImage(input, origin);
  const locale = LANGUAGE_VERSIONS.find((version) => version.hreflang === language) ?? LANGUAGE_VERSIONS[0];

  const tags = [
    titleTag(title),
    metaName('description', description),
    linkTag('canonical', canonical),
    ...LANGUAGE_VERSIONS.map(({ hreflang }) => linkTag('alternate', inLanguage(address, hreflang), hreflang)),
    // Spanish, the product's default language, for readers of any other.
    linkTag('alternate', address, 'x-default'),
    // An app's page is shared as a website: og:type "product" is a Facebook extension that wants
    // its own product:* tags and changes no preview; search engines read the price and rating
    // from the JSON-LD below instead.
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:title', shareTitle),
    metaProperty('og:description', description),
    metaProperty('og:url', canonical),
    metaProperty('og:locale', locale.ogLocale),
    ...LANGUAGE_VERSIONS.filter((version) => version !== locale).map((version) =>
      metaProperty('og:locale:alternate', version.ogLocale),
    ),
    ...(image ? [metaProperty('og:image', image.url), metaProperty('og:image:alt', image.alt)] : []),
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', shareTitle),
    metaName('twitter:description', description),
    ...(image ? [metaName('twitter:image', image.url), metaName('twitter:image:alt', image.alt)] : []),
  ];
  if (page.kind === 'app') {
    const developerPath = developerAppsPath(page.project.developerId);
    const data = appStructuredData({
      project: page.project,
      url: canonical,
      description,
      image: image?.url ?? null,
      developerUrl: inLanguage(`${origin}${developerPath}`, language),
    });
    tags.push(jsonLdScript(data));
  }
  return tags.join('\n');
}
