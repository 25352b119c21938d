import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * Helpers of the server-rendered pages' journeys: pages read as raw HTML (what a crawler or a link
 * preview gets), the product's own texts and figures, and the API called directly.
 */

export type TLang = 'es' | 'en';
export const LANGS = ['es', 'en'] as const;

/**
 * A published demo app that no other journey changes (Valentina's): paid, rated, with screenshots
 * and a documentation link.
 */
export const DEMO_APP_SLUG = 'control-de-gastos';

/** An app as GET /api/project/{id} answers it (the fields the journeys read). */
export interface TAppDetail {
  id: string;
  slug: string;
  name: string;
  description: string;
  shortDescription: string;
  price: number;
  mainImage: string;
  screenshots: string[];
  documentationUrl: string | null;
  averageRating: number;
  totalRatings: number;
  developerId: string;
  developerName: string;
  views: number;
}

/** A card of a list (the store, a developer's apps). */
export interface TAppCard {
  name: string;
  price: number;
  averageRating: number;
  totalRatings: number;
  status?: string;
}

const textCache = new Map<string, Record<string, unknown>>();

/** One of the product's texts (apps/web/src/locales/{lang}/{namespace}.json): 'namespace:dotted.key'. */
export function text(lang: TLang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  const file = `${lang}/${namespace}`;
  let dictionary = textCache.get(file);
  if (!dictionary) {
    const at = join(import.meta.dirname, `../../apps/web/src/locales/${file}.json`);
    dictionary = JSON.parse(readFileSync(at, 'utf8')) as Record<string, unknown>;
    textCache.set(file, dictionary);
  }
  let value: unknown = dictionary;
  for (const part of (path ?? '').split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A page's address in a language: Spanish plain, English with lang=en (as its canonical says). */
export const inLanguage = (path: string, lang: TLang) =>
  lang === 'es' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`;

/** Dollars as the page's language writes them (lib/money-format.ts: es-EC and en-US). */
export const usd = (amount: number, lang: TLang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-EC' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    amount,
  );

/** What a card or an app page shows for a price: 'Gratis' / 'Free', or the amount. */
export const priceText = (amount: number, lang: TLang) =>
  amount > 0 ? usd(amount, lang) : text(lang, 'catalogue:price.free');

/** How a rating is written beside its stars: '4,5 (2 reseñas)', '5.0 (1 review)', or 'no reviews yet'. */
export function ratingText(app: Pick<TAppCard, 'averageRating' | 'totalRatings'>, lang: TLang): string {
  if (app.totalRatings === 0) return text(lang, 'catalogue:rating.none');
  const average = new Intl.NumberFormat(lang === 'es' ? 'es-EC' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(app.averageRating);
  const count = text(lang, `catalogue:rating.count_${app.totalRatings === 1 ? 'one' : 'other'}`, {
    count: app.totalRatings,
  });
  return `${average} (${count})`;
}

/** A page fetched as a crawler does: no JavaScript, no cookies unless given. */
export async function fetchPage(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The start tags of every <script> in a document. */
export const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

/** Scripts a browser would run inline: neither loaded from a file nor a block of data. */
export const inlineRunnableScripts = (html: string) =>
  scriptTags(html).filter((tag) => !/\ssrc=/i.test(tag) && !/\stype="application\/(ld\+)?json"/i.test(tag));

/** The contents of the page's <script type="application/ld+json"> blocks, parsed. */
export const jsonLdBlocks = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

/** The raw text of the block the browser hydrates from (page-data), or null when there is none. */
export const pageDataBlock = (html: string) =>
  /<script type="application\/json" id="vitrina-page">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;

/** A browser that reads pages as a crawler or a link preview does: JavaScript off. */
export function noScriptContext(browser: Browser, locale = 'es-ES'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale });
}

/** The content of a <meta> or the href of a <link>, or null when the page has none. */
export async function headValue(page: Page, selector: string): Promise<string | null> {
  const found = page.locator(`head ${selector}`);
  if ((await found.count()) === 0) return null;
  const attribute = selector.startsWith('link') ? 'href' : 'content';
  return found.first().getAttribute(attribute);
}

/** The cards of a list page (store, developer), each with its name and its whole text. */
export async function cardsOf(page: Page): Promise<Map<string, string>> {
  const cards = new Map<string, string>();
  for (const card of await page.getByRole('main').locator('article').all()) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    cards.set(name, (await card.innerText()).replace(/\s+/g, ' '));
  }
  return cards;
}

/** Calls the API; fails with its answer when the status is not `expected`. */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    expected?: number;
    prefetch?: boolean;
    language?: 'es' | 'en';
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.language) headers['accept-language'] = init.language;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  // Read as a preload: not counted as a visit to the app.
  if (init.prefetch) headers.purpose = 'prefetch';
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = await response.text();
  const expected = init.expected ?? (init.method === 'POST' ? 201 : 200);
  if (response.status !== expected) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} (expected ${expected}) ${body}`);
  }
  return (body ? JSON.parse(body) : null) as T;
}

/** Signs in through the API; with a language, the account's mails are in it from then on. */
export async function apiLogin(
  email: string,
  password: string,
  type: 'user' | 'developer' | 'admin',
  language?: 'es' | 'en',
) {
  return (
    await api<{ token: string }>('/api/auth/login', {
      method: 'POST',
      json: { email, password, type },
      expected: 200,
      language,
    })
  ).token;
}

/** An app's details as a visitor reads them, without counting a visit. */
export const readApp = (slug: string) => api<TAppDetail>(`/api/project/${slug}`, { prefetch: true });
